export default {
  'paymentMethods.chargedInUsd': 'A cobrança é feita em dólares americanos (USD).',
  'paymentMethods.chargedIn': 'A cobrança é feita em {currency}.',
  'paymentMethods.offered': 'Formas de pagamento através do {provider}: {methods}.',
  'paymentMethods.card': 'cartão',
  'paymentMethods.bank': 'conta bancária (Pay with Bank)',
  'paymentMethods.sandbox': 'Os pagamentos neste site passam pelo seu pagamento de teste: apenas simula um pagamento, por isso não é pedido cartão nem dinheiro móvel e nenhum dinheiro é transferido.',
}
