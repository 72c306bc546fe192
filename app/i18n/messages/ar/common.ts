export default {
  'common.loading': 'جارٍ التحميل…',
  'common.close': 'إغلاق',
  'common.notifications': 'الإشعارات',
  'common.copy': 'نسخ',
  'common.copied': 'تم النسخ',
}
