export default {
  'applicationStatus.not_started': 'لم يبدأ',
  'applicationStatus.draft': 'مسودة',
  'applicationStatus.submitted': 'مُقدَّم',
  'applicationStatus.awarded': 'مقبول',
  'applicationStatus.not_awarded': 'غير مقبول',
  'applicationStatus.withdrawn': 'مسحوب',
}
