export default {
  'language.label': 'اللغة',
  'language.apply': 'تغيير اللغة',
}
