export default {
  'paymentMethods.chargedInUsd': 'You are charged in US dollars (USD).',
  'paymentMethods.chargedIn': 'You are charged in {currency}.',
  'paymentMethods.offered': 'Ways to pay through {provider}: {methods}.',
  'paymentMethods.card': 'card',
  'paymentMethods.bank': 'bank account (Pay with Bank)',
  'paymentMethods.sandbox': 'Payments on this site go through its test checkout: it only simulates a payment, so no card or mobile money is asked for and no money moves.',
}
