export default {
  'language.label': 'Lugha',
  'language.apply': 'Badilisha lugha',
}
