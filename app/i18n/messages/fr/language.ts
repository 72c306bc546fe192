export default {
  'language.label': 'Langue',
  'language.apply': 'Changer de langue',
}
