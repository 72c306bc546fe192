export default {
  'help.title': 'Centro de Ajuda',
  'help.description': 'Como funcionam a pesquisa, a verificação, os planos e os pagamentos no {appName}.',
  'help.intro': 'Como funciona o {appName}, em resumo. Se não encontrar aqui resposta para a sua pergunta, contacte-nos.',
  'help.search': 'Encontrar subvenções',
  'help.searchBody':
    '«Explorar subvenções» lista as subvenções abertas. Escreva palavras para pesquisar títulos, financiadores, sectores e descrições; os pequenos erros ortográficos são corrigidos automaticamente. Restrinja a lista por sector, região, país ou financiador e ordene por mais recentes ou por prazo. A sua pesquisa fica guardada no endereço da página, por isso pode adicioná-la aos marcadores ou partilhá-la. A pesquisa é gratuita e nunca tem limites.',
  'help.searchSave':
    'Com a sessão iniciada, pode guardar subvenções ({saves} por dia enquanto a sua organização não estiver verificada, mais nos níveis superiores) e acompanhar a sua candidatura a cada uma no seu painel, que lista os prazos dos próximos {days} dias. Os lembretes são enviados por e-mail 14, 7 e 1 dias antes do fim de um prazo.',
  'help.verification': 'Obter a verificação',
  'help.verificationBody':
    'Escolha um nível em «Obter verificação»: {tiers}. Preencha o pedido: 4 passos no nível Basic, 6 nos outros níveis, que também pedem dados sobre a liderança e documentos. Pague a taxa única no último passo e submeta.',
  'help.tierEntry': '{tier} ({fee}, selo {badge})',
  'help.verificationReview':
    'Os revisores analisam o pedido em três camadas: verificações digitais automáticas, uma verificação no terreno e uma validação cruzada independente. Recebe a decisão por e-mail e numa notificação. Se o pedido for aprovado, a sua organização passa a ter o selo do nível; se for recusado, é informado do motivo e tem 30 dias para o submeter novamente sem custos ou pedir um reembolso.',
  'help.plans': 'Planos',
  'help.plansBody':
    'Todas as organizações começam no plano Gratuito. Os planos Pro ({pro} por ano) e Premium ({premium} por ano) escolhem-se em «Preços», que indica o que cada um inclui actualmente. Um plano pago dura um ano a partir do pagamento e não volta a ser cobrado automaticamente; o seu painel mostra quando termina.',
  'help.payments': 'Pagamentos',
  'help.paymentsBody':
    'Quando paga, é encaminhado para a página de pagamento do nosso prestador de pagamentos e depois regressa ao {appName}. Um pagamento só conta depois de o prestador no-lo confirmar directamente, normalmente em poucos segundos; até lá, o seu painel indica que o pagamento está a ser confirmado. Os preços são em dólares americanos. Se pagar duas vezes a mesma coisa, o segundo pagamento é reembolsado automaticamente.',
  'help.account': 'A sua conta',
  'help.accountBody':
    'Registe-se com o seu nome, o seu endereço de e-mail e uma palavra-passe com pelo menos {min} caracteres e, depois, confirme o endereço através do e-mail que lhe enviamos. Esqueceu-se da palavra-passe? Use «Esqueceu-se da palavra-passe?» na página de início de sessão. Altere os dados da sua organização, a palavra-passe, o idioma, o tema e os e-mails em «Definições do perfil».',
  'help.linkDiscover': 'Explorar subvenções',
  'help.linkGetVerified': 'Obter verificação',
  'help.linkPricing': 'Preços',
  'help.linkRefunds': 'Política de Reembolso',
  'help.linkProfile': 'Definições do perfil',
  'help.linkSignUp': 'Criar uma conta',
  'help.more': 'Ainda tem dúvidas?',
}
