export default {
  'dataSaver.label': 'Kuokoa data',
  'dataSaver.auto': 'Kiotomatiki',
  'dataSaver.on': 'Imewashwa',
  'dataSaver.off': 'Imezimwa',
  'dataSaver.apply': 'Tumia kuokoa data',
  'dataSaver.hint': 'Imewashwa: picha hupakia tu unapozigusa, fonti za simu yako hutumika, na hakuna kinachopakiwa mapema. Kiotomatiki hufuata kuokoa data kwa kivinjari chako.',
  'dataSaver.showImage': 'Onyesha picha: {description}',
}
