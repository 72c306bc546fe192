export default {
  'legal.onThisPage': 'في هذه الصفحة',
  'legal.paymentNotice': 'تخضع المدفوعات لأحكام {terms} و{refunds}.',
  'legal.refundPolicy': 'سياسة الاسترداد',
  'legal.contactLink': 'اتصل بنا',
  'legal.cookie.name': 'ملف تعريف الارتباط',
  'legal.cookie.purpose': 'الغرض منه',
  'legal.cookie.lifetime': 'مدة بقائه',
}
