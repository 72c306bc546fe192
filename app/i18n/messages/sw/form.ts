export default {
  'form.problem': 'Kuna tatizo',
  'form.maxChars': 'Hadi herufi {max}',
}
