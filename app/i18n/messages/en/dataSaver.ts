export default {
  'dataSaver.label': 'Data saver',
  'dataSaver.auto': 'Automatic',
  'dataSaver.on': 'On',
  'dataSaver.off': 'Off',
  'dataSaver.apply': 'Apply data saver',
  'dataSaver.hint': 'On: pictures load only when you tap them, your phone’s own fonts are used, and nothing is loaded ahead. Automatic follows your browser’s data saver.',
  'dataSaver.showImage': 'Show picture: {description}',
}
