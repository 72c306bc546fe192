export default {
  'offlineQueue.grantSaved': 'أُرسل بعد عودتك إلى الاتصال: تم حفظ «{title}».',
  'offlineQueue.grantRemoved': 'أُرسل بعد عودتك إلى الاتصال: لم تعد «{title}» محفوظة.',
  'offlineQueue.applicationSaved': 'أُرسل بعد عودتك إلى الاتصال: تم تحديث طلبك لـ«{title}».',
  'offlineQueue.conflict': 'لم يُرسل: عدّل شخص آخر طلبك لـ«{title}» أثناء انقطاعك عن الاتصال. احتُفظ بنسخته (الحالة: {status})؛ افتحه لتعديله من جديد.',
  'offlineQueue.refused': 'لم يُرسل: رُفض تعديلك على طلب «{title}»: {reason}',
  'offlineQueue.confirmFee': 'لم يُرسل: يتطلب منح «{title}» أن تؤكد رسوم المساعدة المخصّصة. افتح الطلب لتأكيدها.',
  'offlineQueue.gone': 'لم يُرسل: هذه المنحة أو هذا الطلب لم يعد موجودًا.',
}
