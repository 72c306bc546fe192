export default {
  'dataSaver.label': 'Kuokoa data',
  'dataSaver.auto': 'Kiotomatiki',
  'dataSaver.on': 'Imewashwa',
  'dataSaver.off': 'Imezimwa',
  'dataSaver.apply': 'Tumia kuokoa data',
  'dataSaver.showImage': 'Onyesha picha: {description}',
}
