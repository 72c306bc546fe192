export default {
  'payment.startFailed': 'Payment Error: Failed to initiate payment. Please try again.',
  'payment.successTitle': 'Payment Successful',
  'payment.successBody': 'Your payment has been processed. Please complete your application.',
  'payment.canceledTitle': 'Payment Canceled',
  'payment.canceledBody': 'Your payment was canceled. You can try again when ready.',
  'payment.sandboxTitle': 'Test checkout',
  'payment.sandboxBody': 'This is the built-in payment sandbox: no money moves. Choose what the payment provider would report.',
  'payment.sandboxItem': '{description}: {amount}',
  'payment.sandboxPay': 'Pay {amount}',
  'payment.sandboxCancel': 'Cancel payment',
  'payment.sessionNotFound': 'This checkout session does not exist or has ended.',
}
