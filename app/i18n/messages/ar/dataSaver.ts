export default {
  'dataSaver.label': 'توفير البيانات',
  'dataSaver.auto': 'تلقائي',
  'dataSaver.on': 'مفعّل',
  'dataSaver.off': 'معطّل',
  'dataSaver.apply': 'تطبيق توفير البيانات',
  'dataSaver.hint': 'عند التفعيل: لا تُحمَّل الصور إلا عند لمسها، وتُستخدم خطوط هاتفك، ولا يُحمَّل شيء مسبقًا. الوضع التلقائي يتبع توفير البيانات في متصفحك.',
  'dataSaver.showImage': 'عرض الصورة: {description}',
}
