export default {
  'legal.onThisPage': 'Kwenye ukurasa huu',
  'legal.paymentNotice': 'Malipo hufuata {terms} na {refunds} yetu.',
  'legal.refundPolicy': 'Sera ya Kurejesha Pesa',
  'legal.contactLink': 'Wasiliana nasi',
  'legal.cookie.name': 'Kuki',
  'legal.cookie.purpose': 'Kazi yake',
  'legal.cookie.lifetime': 'Muda inaodumu',
}
