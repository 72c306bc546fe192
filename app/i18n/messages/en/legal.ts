export default {
  'legal.onThisPage': 'On this page',
  'legal.paymentNotice': 'Payments follow our {terms} and {refunds}.',
  'legal.refundPolicy': 'Refund Policy',
  'legal.contactLink': 'Contact us',
  'legal.cookie.name': 'Cookie',
  'legal.cookie.purpose': 'What it is for',
  'legal.cookie.lifetime': 'How long it lasts',
}
