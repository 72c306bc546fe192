export default {
  'language.label': 'Idioma',
  'language.apply': 'Mudar de idioma',
}
