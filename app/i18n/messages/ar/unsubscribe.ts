export default {
  'unsubscribe.title': 'تفضيلات البريد الإلكتروني',
  'unsubscribe.done': 'لن تصلك بعد الآن رسائل {kind}. يمكنك إعادة تفعيلها من إعدادات الملف الشخصي.',
  'unsubscribe.invalid': 'رابط إلغاء الاشتراك هذا غير صالح.',
  'unsubscribe.confirm': 'إيقاف رسائل {kind}؟',
  'unsubscribe.button': 'إلغاء الاشتراك',
  'unsubscribe.kindReminders': 'التذكير بالمواعيد النهائية',
  'unsubscribe.kindMatches': 'تنبيهات المنح المطابقة الجديدة',
  'unsubscribe.kindSearch': 'تنبيهات البحث المحفوظ «{name}»',
  'unsubscribe.kindSearchGone': 'تنبيهات البحث المحفوظ',
  'unsubscribe.kindNewsletter': 'النشرة الإخبارية',
  'unsubscribe.kindPriorityDigest': 'الملخص اليومي للطلبات',
}
