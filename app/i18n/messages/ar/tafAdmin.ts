export default {
  'tafAdmin.title': 'إدارة اكتشاف المنح',
  'tafAdmin.accessDenied': 'تم رفض الوصول: يلزم امتلاك صلاحيات المشرف',
  'tafAdmin.crawlFailed': 'تعذّر بدء الزحف',
  'tafAdmin.crawlAlreadyRunning': 'يجري زحف هذا المصدر بالفعل',
  'tafAdmin.sourcePaused': 'هذا المصدر متوقف مؤقتًا: فعّله لبدء الزحف',
  'tafAdmin.sourceNotFound': 'المصدر غير موجود',
}
