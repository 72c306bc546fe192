export default {
  'terms.title': 'Termos de Serviço',
  'terms.description': 'Os termos que se aplicam quando utiliza o {appName}, as suas contas, a verificação e os planos.',
  'terms.intro': 'Estes termos aplicam-se quando utiliza o {appName}: o site, a sua conta e tudo o que nele pagar. Ao criar uma conta, aceita estes termos.',
  'terms.service': 'O serviço',
  'terms.serviceBody':
    'O {appName} lista oportunidades de subvenção, permite às organizações guardar subvenções e acompanhar as suas candidaturas, analisa organizações para a atribuição de um selo de verificação em quatro níveis pagos e vende planos anuais. As subvenções listadas provêm de informação pública dos financiadores e de propostas dos membros que a nossa equipa analisa antes de as publicar. Verificamo-las, mas o que vale é a página do próprio financiador, e não somos nós que decidimos quem recebe uma subvenção.',
  'terms.account': 'A sua conta',
  'terms.accountBody':
    'Indique o seu nome verdadeiro e um endereço de e-mail que controle: confirmamos o endereço antes de poder iniciar sessão. Não partilhe a sua palavra-passe; é responsável pelo que for feito com a sua conta. Cada conta é para uma só pessoa.',
  'terms.use': 'Utilização aceitável',
  'terms.useBody':
    'Não preste informações falsas sobre a sua organização ou sobre uma subvenção, não carregue documentos que não tenha o direito de partilhar, não tente aceder aos dados de outros membros nem sobrecarregue o site: alguns formulários só podem ser enviados poucas vezes num curto período. Os nossos revisores recusam as propostas de subvenção e os pedidos de verificação que violem estas regras.',
  'terms.verification': 'Verificação',
  'terms.verificationBody':
    'A verificação é uma análise única da sua organização no nível que escolher, pela taxa indicada em «Obter verificação» ({range}). Os nossos revisores verificam o que envia em três camadas e aprovam-no ou recusam-no com um motivo. Um nível aprovado dá à sua organização o respectivo selo; não garante qualquer financiamento.',
  'terms.plans': 'Planos e pagamentos',
  'terms.plansBody':
    'Um plano pago é comprado por um ano de cada vez ({pro} por ano no plano Pro, {premium} por ano no plano Premium). Não volta a ser cobrado automaticamente: quando o ano termina, a sua organização passa para o plano Gratuito, a menos que compre mais um ano. Os preços são em dólares americanos e são definidos pelo nosso servidor a partir da nossa tabela de preços. Os pagamentos são recebidos pelo nosso prestador de pagamentos; nunca vemos nem guardamos os dados do seu cartão ou da sua conta de dinheiro móvel.',
  'terms.whiteGlove': 'Especialistas em subvenções e apoio personalizado',
  'terms.whiteGloveBody':
    'Os especialistas do nosso diretório são profissionais independentes; combina com eles o trabalho e as suas etapas, e cada etapa é paga em garantia antes de começar. O apoio personalizado é diferente: a nossa equipa designa um especialista para a sua candidatura, não paga nada no início e, se a subvenção for concedida, a {appName} cobra à sua organização uma taxa de plataforma de {percent}% do montante concedido, faturada uma única vez. A taxa é da {appName}, não do especialista: pague-a com fundos não restritos, nunca com o orçamento da subvenção. A {appName} paga ao especialista um valor fixo acordado antes de o trabalho começar, seja qual for o resultado, e nunca uma parte da sua subvenção, como exige o código de ética da Grant Professionals Association.',
  'terms.refunds': 'Reembolsos',
  'terms.refundsBody': 'Quando e como um pagamento pode ser reembolsado está definido na nossa Política de Reembolso.',
  'terms.content': 'O seu conteúdo',
  'terms.contentBody':
    'O que coloca no {appName} continua a ser seu. Autoriza-nos a guardá-lo e a mostrá-lo às pessoas a quem este site o mostra: o perfil e as candidaturas da sua organização à sua organização e à nossa equipa, uma subvenção que proponha a todos depois de publicada, e os documentos de verificação apenas à sua organização e aos nossos revisores.',
  'terms.changes': 'Disponibilidade e alterações',
  'terms.changesBody':
    'Esforçamo-nos por manter o {appName} em funcionamento e as suas listas correctas, mas não podemos garantir que nunca fique indisponível nem que não tenha erros. Podemos alterar estes termos; a versão que consta desta página é a que se aplica.',
  'terms.questions': 'Dúvidas',
  'terms.questionsBody': 'As dúvidas sobre estes termos são bem-vindas através do nosso formulário de contacto.',
}
