export default {
  'payment.startFailed': 'خطأ في الدفع: تعذّر بدء عملية الدفع. يُرجى المحاولة مرة أخرى.',
  'payment.successTitle': 'تم الدفع بنجاح',
  'payment.successBody': 'تمت معالجة دفعتك. يُرجى إكمال طلبك.',
  'payment.canceledTitle': 'أُلغي الدفع',
  'payment.canceledBody': 'أُلغيت دفعتك. يمكنك المحاولة مرة أخرى عندما تكون مستعدًا.',
  'payment.sandboxTitle': 'دفع تجريبي',
  'payment.sandboxBody': 'هذه بيئة الاختبار المدمجة للدفع: لا تُنقل أي أموال. اختر ما كان مزوِّد خدمة الدفع سيُبلغ عنه.',
  'payment.sandboxItem': '{description}: {amount}',
  'payment.sandboxPay': 'ادفع {amount}',
  'payment.sandboxCancel': 'إلغاء الدفع',
  'payment.sessionNotFound': 'جلسة الدفع هذه غير موجودة أو انتهت.',
}
