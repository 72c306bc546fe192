export default {
  'form.problem': 'There is a problem',
  'form.maxChars': 'Up to {max} characters',
}
