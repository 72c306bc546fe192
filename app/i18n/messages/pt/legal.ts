export default {
  'legal.onThisPage': 'Nesta página',
  'legal.paymentNotice': 'Os pagamentos regem-se pelos nossos {terms} e pela nossa {refunds}.',
  'legal.refundPolicy': 'Política de Reembolso',
  'legal.contactLink': 'Contacte-nos',
  'legal.cookie.name': 'Cookie',
  'legal.cookie.purpose': 'Para que serve',
  'legal.cookie.lifetime': 'Quanto tempo dura',
}
