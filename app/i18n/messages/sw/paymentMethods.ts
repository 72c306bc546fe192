export default {
  'paymentMethods.chargedInUsd': 'Unatozwa kwa dola za Marekani (USD).',
  'paymentMethods.chargedIn': 'Unatozwa kwa {currency}.',
  'paymentMethods.offered': 'Njia za kulipa kupitia {provider}: {methods}.',
  'paymentMethods.card': 'kadi',
  'paymentMethods.bank': 'akaunti ya benki (Pay with Bank)',
  'paymentMethods.sandbox': 'Malipo kwenye tovuti hii hupitia malipo yake ya majaribio: huiga malipo tu, kwa hivyo hakuna kadi wala pesa za simu zinazoombwa na hakuna pesa inayohamishwa.',
}
