export default {
  'language.label': 'Language',
  'language.apply': 'Change language',
}
