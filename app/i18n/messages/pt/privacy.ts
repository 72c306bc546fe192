export default {
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
}
