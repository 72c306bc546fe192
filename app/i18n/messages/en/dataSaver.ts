export default {
  'dataSaver.label': 'Data saver',
  'dataSaver.auto': 'Automatic',
  'dataSaver.on': 'On',
  'dataSaver.off': 'Off',
  'dataSaver.apply': 'Apply data saver',
  'dataSaver.showImage': 'Show picture: {description}',
}
