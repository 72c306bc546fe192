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
  'privacy.title': 'Política de Privacidade',
  'privacy.description': 'O que o {appName} guarda sobre si, durante quanto tempo, quem o pode ver e como eliminar a sua conta.',
  'privacy.intro':
    'Esta política indica o que o {appName} guarda sobre si, porquê, durante quanto tempo e quem o pode ver. Não vendemos os seus dados e não utilizamos cookies de publicidade nem de rastreio.',
  'privacy.stored': 'O que guardamos',
  'privacy.storedAccount':
    'A sua conta: o seu nome, o seu endereço de e-mail e se o confirmou, um hash da sua palavra-passe (nunca a própria palavra-passe) ou a ligação à sua conta Google, e as suas sessões iniciadas, com o navegador e o endereço de rede de onde cada uma veio.',
  'privacy.storedOrganization':
    'O perfil da sua organização: nome, sector, país, missão, áreas de programa, site e número de registo, o respectivo plano e as suas preferências (idioma, tema e os e-mails que quer receber).',
  'privacy.storedActivity':
    'O que faz aqui: as subvenções que guarda, as candidaturas que acompanha, com as respectivas notas e montantes, as oportunidades de subvenção que propõe e as suas notificações.',
  'privacy.storedVerification':
    'Pedidos de verificação: o que introduz no pedido (dados de registo, endereço, missão, liderança, declaração e assinatura), os documentos que carrega e as verificações, notas e decisão dos nossos revisores.',
  'privacy.storedPayments':
    'Pagamentos: o que foi comprado, o montante, o estado, a referência do pagamento atribuída pelo prestador de pagamentos e a data em que foi reembolsado. Os dados do cartão e da conta de dinheiro móvel vão apenas para o prestador.',
  'privacy.storedEmails':
    'E-mails: enviamos-lhe confirmações de endereço, reposições de palavra-passe, resultados de análises e, se quiser, lembretes de prazo e um resumo semanal. As mensagens que nos envia através do formulário de contacto são guardadas com o nome e o endereço que indicar.',
  'privacy.storedSecurity':
    'Registos de segurança: contagens das tentativas recentes de cada endereço de rede, para impedir a adivinhação de palavras-passe e o spam, e um registo das acções realizadas pelos nossos administradores.',
  'privacy.why': 'Porque o guardamos',
  'privacy.whyBody':
    'Apenas para prestar o serviço: para iniciar a sua sessão, mostrar-lhe as subvenções e os seus próprios registos, analisar pedidos de verificação, receber pagamentos e enviar os e-mails que pediu. Pode desactivar os lembretes e o resumo semanal em «Definições do perfil» ou através da ligação incluída em cada um desses e-mails.',
  'privacy.retention': 'Durante quanto tempo o guardamos',
  'privacy.retentionAccount': 'A sua conta, o perfil, a actividade, os pedidos de verificação e os documentos: enquanto a sua conta existir.',
  'privacy.retentionSessions': 'Uma sessão iniciada: até terminar a sessão ou 7 dias após a última utilização do site.',
  'privacy.retentionLinks': 'Ligações para confirmar o seu endereço de e-mail: 24 horas. Ligações para repor a palavra-passe: 1 hora.',
  'privacy.retentionSecurity': 'Contagens de tentativas por endereço de rede: cerca de um dia.',
  'privacy.retentionPayments': 'Registos de pagamentos: mantidos depois de uma conta ser eliminada, porque registam dinheiro recebido e reembolsado; a partir daí, deixam de estar associados a si.',
  'privacy.retentionContact': 'Mensagens de contacto: mantidas para podermos responder e dar seguimento; depois de a sua conta ser eliminada, deixam de estar associadas a ela.',
  'privacy.documents': 'Quem vê os documentos de verificação',
  'privacy.documentsBody':
    'Os documentos que carrega para a verificação são guardados num armazenamento privado e nunca são públicos. Só os membros da sua organização com sessão iniciada e os nossos revisores (administradores) os podem abrir, e cada descarregamento é verificado no servidor. Os financiadores, os outros membros e os visitantes nunca vêem os seus documentos: o que vêem da sua verificação é o selo da sua organização.',
  'privacy.others': 'Quem mais vê os seus dados',
  'privacy.othersBody':
    'Os nossos administradores, para analisar verificações e propostas de subvenção e para lhe responder. O prestador de pagamentos trata do seu pagamento e o nosso prestador de e-mail entrega os nossos e-mails. Mais ninguém: não vendemos nem partilhamos os seus dados para fins publicitários.',
  'privacy.delete': 'Eliminar a sua conta',
  'privacy.deleteHow':
    'Ainda não existe um botão para eliminar a conta em «Definições do perfil». Para eliminar a sua conta, envie-nos uma mensagem através do formulário de contacto com o assunto «Privacidade e os seus dados», a partir do endereço de e-mail da sua conta. Eliminamos a conta e confirmamos por e-mail.',
  'privacy.deleteWhat':
    'Eliminar uma conta remove os seus dados de acesso, as sessões, o perfil e as preferências, as subvenções guardadas, as candidaturas acompanhadas, as propostas de subvenção, as notificações e os e-mails pendentes. Se for o único membro da sua organização, o perfil da organização, os pedidos de verificação e os documentos carregados também são eliminados. Os registos de pagamentos e o registo das acções dos administradores são mantidos sem o seu nome, e as subvenções já publicadas a partir das suas propostas continuam publicadas.',
  'privacy.rights': 'Consultar e corrigir os seus dados',
  'privacy.rightsBody':
    'Pode consultar e corrigir o seu perfil em «Definições do perfil» em qualquer momento. Para qualquer outro assunto relativo aos seus dados, escreva-nos através do formulário de contacto.',
  'privacy.cookies': 'Cookies',
  'privacy.cookiesBody': 'Os poucos cookies que definimos, e o seu propósito, estão listados na nossa Política de Cookies.',
  'cookies.title': 'Política de Cookies',
  'cookies.description': 'Os cookies que o {appName} define, para que serve cada um e quanto tempo dura.',
  'cookies.intro':
    'O {appName} define apenas os cookies de que precisa para funcionar. Não há cookies de publicidade, de análise estatística nem de rastreio, e nenhum outro site define cookies através do nosso.',
  'cookies.list': 'Os cookies que definimos',
  'cookies.session': 'Mantém a sua sessão iniciada. É definido quando inicia sessão e removido quando termina a sessão. Num site servido por https, o nome começa por {prefix}.',
  'cookies.sessionLife': '7 dias após a última utilização do site',
  'cookies.state': 'Protege «Continuar com o Google» contra inícios de sessão forjados. Só é definido quando inicia sessão com o Google.',
  'cookies.stateLife': '5 minutos',
  'cookies.theme': 'Memoriza se escolheu o tema claro, escuro ou do sistema.',
  'cookies.themeLife': '1 ano',
  'cookies.language': 'Memoriza o idioma que escolheu para o site (se tiver sessão iniciada, é usado o idioma do seu perfil).',
  'cookies.languageLife': '1 ano',
  'cookies.flash': 'Leva uma mensagem pontual, como «Olá de novo!», para a página seguinte, para que apareça mesmo sem JavaScript.',
  'cookies.flashLife': '60 segundos, removido depois de a mensagem ser mostrada',
  'cookies.settings': 'Como são definidos',
  'cookies.settingsBody':
    'Todos são cookies próprios (primários), e outros sites não podem fazer com que o seu navegador os envie em segundo plano (SameSite=Lax). Todos, excepto o cookie do tema, estão ocultos dos scripts (HttpOnly). Num site servido por https, todos são marcados como Secure.',
  'cookies.choices': 'As suas escolhas',
  'cookies.choicesBody':
    'Estes cookies são necessários para iniciar sessão e para a definição que escolheu, por isso não há nada a recusar. Pode eliminá-los no seu navegador em qualquer momento: nesse caso, a sua sessão é terminada e o tema volta a seguir o seu dispositivo.',
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
  'contact.title': 'Contacte-nos',
  'contact.description': 'Envie uma mensagem à equipa do {appName} sobre subvenções, verificação, pagamentos ou os seus dados.',
  'contact.intro':
    'Tem dúvidas sobre subvenções, verificação, pagamentos ou os seus dados? Envie-nos uma mensagem: a nossa equipa lê todas as mensagens e responde por e-mail para o endereço que indicar.',
  'contact.name': 'O seu nome',
  'contact.email': 'Endereço de e-mail',
  'contact.topic': 'Assunto',
  'contact.message': 'Mensagem',
  'contact.nameHint': 'Entre {min} e {max} caracteres.',
  'contact.messageHint': 'Entre {min} e {max} caracteres.',
  'contact.send': 'Enviar mensagem',
  'contact.sending': 'A enviar...',
  'contact.nameMin': 'O seu nome deve ter pelo menos {min} caracteres',
  'contact.nameMax': 'O seu nome pode ter no máximo {max} caracteres',
  'contact.topicInvalid': 'Escolha um assunto da lista',
  'contact.messageMin': 'A sua mensagem deve ter pelo menos {min} caracteres',
  'contact.messageMax': 'A sua mensagem pode ter no máximo {max} caracteres',
  'contact.errorSummary': 'Há um problema',
  'contact.rateLimited': 'Enviou várias mensagens num curto espaço de tempo. Aguarde uma hora antes de enviar outra.',
  'contact.failed': 'Não foi possível enviar a sua mensagem. Tente novamente.',
  'contact.sentTitle': 'Obrigado: a sua mensagem foi enviada',
  'contact.sentBody': 'A nossa equipa recebeu a sua mensagem e vai responder por e-mail para o endereço que indicou.',
  'contact.sendAnother': 'Enviar outra mensagem',
  'contact.topic.general': 'Pergunta geral',
  'contact.topic.account': 'A sua conta e o início de sessão',
  'contact.topic.verification': 'Verificação',
  'contact.topic.payments': 'Pagamentos e reembolsos',
  'contact.topic.privacy': 'Privacidade e os seus dados',
  'contact.topic.grants': 'Subvenções listadas',
}
