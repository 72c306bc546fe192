export default {
  'dataSaver.label': 'توفير البيانات',
  'dataSaver.auto': 'تلقائي',
  'dataSaver.on': 'مفعّل',
  'dataSaver.off': 'معطّل',
  'dataSaver.apply': 'تطبيق توفير البيانات',
  'dataSaver.showImage': 'عرض الصورة: {description}',
}
