export default {
  'theme.label': 'المظهر',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',
  'theme.system': 'حسب الجهاز',
  'theme.apply': 'تطبيق المظهر',
}
