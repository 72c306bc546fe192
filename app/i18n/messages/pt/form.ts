export default {
  'form.problem': 'Há um problema',
  'form.maxChars': 'Até {max} caracteres',
}
