export default {
  'form.problem': 'توجد مشكلة',
  'form.maxChars': 'الحد الأقصى لعدد الأحرف: {max}',
}
