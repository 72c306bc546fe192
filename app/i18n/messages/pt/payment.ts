export default {
  'payment.startFailed': 'Erro de pagamento: não foi possível iniciar o pagamento. Tente novamente.',
  'payment.successTitle': 'Pagamento efectuado',
  'payment.successBody': 'O seu pagamento foi processado. Conclua o seu pedido.',
  'payment.canceledTitle': 'Pagamento cancelado',
  'payment.canceledBody': 'O seu pagamento foi cancelado. Pode tentar novamente quando quiser.',
  'payment.sandboxTitle': 'Pagamento de teste',
  'payment.sandboxBody': 'Este é o ambiente de testes de pagamento integrado (sandbox): não há movimento de dinheiro. Escolha o que o prestador de pagamentos comunicaria.',
  'payment.sandboxItem': '{description}: {amount}',
  'payment.sandboxPay': 'Pagar {amount}',
  'payment.sandboxCancel': 'Cancelar pagamento',
  'payment.sessionNotFound': 'Esta sessão de pagamento não existe ou já terminou.',
}
