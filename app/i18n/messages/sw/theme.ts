export default {
  'theme.label': 'Mandhari',
  'theme.light': 'Angavu',
  'theme.dark': 'Giza',
  'theme.system': 'Ya mfumo',
  'theme.apply': 'Tumia mandhari',
}
