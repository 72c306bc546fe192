export default {
  'paymentMethods.chargedInUsd': 'يُحصَّل المبلغ بالدولار الأمريكي (USD).',
  'paymentMethods.chargedIn': 'يُحصَّل المبلغ بعملة {currency}.',
  'paymentMethods.offered': 'طرق الدفع عبر {provider}: {methods}.',
  'paymentMethods.card': 'البطاقة',
  'paymentMethods.bank': 'الحساب المصرفي (Pay with Bank)',
  'paymentMethods.sandbox': 'تمر المدفوعات في هذا الموقع عبر صفحة الدفع التجريبية: فهي تحاكي الدفع فقط، فلا تُطلب بطاقة ولا أموال عبر الهاتف المحمول ولا تُنقل أي أموال.',
}
