export default {
  'refunds.title': 'Política de Reembolso',
  'refunds.description': 'Quando são reembolsados os pagamentos no {appName}: a regra dos 30 dias para pedidos de verificação recusados, os planos e os pagamentos em duplicado.',
  'refunds.intro': 'Esta política indica quando recebe o seu dinheiro de volta por um pagamento no {appName}. É a regra que o próprio site aplica.',
  'refunds.verification': 'Taxas de verificação',
  'refunds.verificationBody':
    'Uma taxa de verificação ({range}) paga a análise do seu pedido. É paga no último passo do pedido, antes de o submeter. Depois de o pedido ser aprovado, a taxa não é reembolsada: a análise já foi feita. Enquanto um pedido está em análise, não pode ser reembolsado.',
  'refunds.rejected': 'Se o seu pedido for recusado: a regra dos {days} dias',
  'refunds.rejectedBody':
    'Os nossos revisores informam-no do motivo, por e-mail e numa notificação. Durante {days} dias a contar do momento da decisão, pode escolher uma de duas opções na página do seu pedido: corrigi-lo e submetê-lo novamente sem custos, mantendo-se válido o seu pagamento, ou pedir o reembolso da taxa. Após {days} dias, nenhuma das opções é possível.',
  'refunds.rejectedRefund':
    'O reembolso é feito através do prestador de pagamentos com que pagou, pelo mesmo meio de pagamento. Só fica registado no seu pedido depois de o prestador o aceitar; se o prestador o recusar, nada muda e pode tentar novamente dentro dos {days} dias.',
  'refunds.rejectedAgain': 'Um pedido submetido novamente volta a ser analisado. Se for recusado outra vez, começa a contar um novo prazo de {days} dias a partir dessa decisão.',
  'refunds.plans': 'Planos',
  'refunds.plansBody':
    'Os planos Pro ({pro} por ano) e Premium ({premium} por ano) são comprados por um ano e não são reembolsados depois de pagos. Nunca voltam a ser cobrados automaticamente, por isso não paga um ano que não decidiu comprar.',
  'refunds.twice': 'Pagamento em duplicado por engano',
  'refunds.twiceBody':
    'Se a mesma coisa for paga duas vezes (um toque duplo, dois separadores abertos), o segundo pagamento é reembolsado automaticamente, sem que tenha de o pedir. Se o prestador de pagamentos recusar esse reembolso, tentamos novamente a cada 15 minutos e, após cinco tentativas, a nossa equipa resolve a situação manualmente.',
  'refunds.questions': 'Dúvidas',
  'refunds.questionsBody': 'Se considera que um pagamento foi cobrado por engano, informe-nos através do formulário de contacto com o assunto «Pagamentos e reembolsos».',
}
