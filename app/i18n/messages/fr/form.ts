export default {
  'form.problem': 'Un problème est survenu',
  'form.maxChars': '{max} caractères au maximum',
}
