export default {
  'paymentMethods.chargedInUsd': 'Le paiement est débité en dollars américains (USD).',
  'paymentMethods.chargedIn': 'Le paiement est débité en {currency}.',
  'paymentMethods.offered': 'Moyens de paiement via {provider} : {methods}.',
  'paymentMethods.card': 'carte bancaire',
  'paymentMethods.bank': 'compte bancaire (Pay with Bank)',
  'paymentMethods.sandbox':
    'Les paiements de ce site passent par son paiement de test : il ne fait que simuler un paiement, aucune carte ni aucun mobile money n’est demandé et aucun argent n’est transféré.',
}
