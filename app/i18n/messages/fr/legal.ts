export default {
  'legal.onThisPage': 'Sur cette page',
  'legal.paymentNotice': 'Les paiements sont régis par nos {terms} et notre {refunds}.',
  'legal.refundPolicy': 'Politique de remboursement',
  'legal.contactLink': 'Nous contacter',
  'legal.cookie.name': 'Cookie',
  'legal.cookie.purpose': 'À quoi il sert',
  'legal.cookie.lifetime': 'Durée de conservation',
}
