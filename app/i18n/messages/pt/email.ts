export default {
  'email.verify.subject': 'Verifique o seu e-mail no {appName}',
  'email.verify.body': 'Olá, {name},\n\nDamos-lhe as boas-vindas ao {appName}. Confirme o seu endereço de e-mail abrindo esta ligação:\n\n{url}\n\nSe não criou uma conta, pode ignorar esta mensagem.',
  'email.reset.subject': 'Reponha a sua palavra-passe do {appName}',
  'email.reset.body':
    'Olá, {name},\n\nAlguém pediu para repor a palavra-passe da sua conta do {appName}. Abra esta ligação para escolher uma nova palavra-passe:\n\n{url}\n\nSe não fez este pedido, pode ignorar esta mensagem; a sua palavra-passe mantém-se.',
  'email.existing.subject': 'Tentativa de registo no {appName}',
  'email.existing.body':
    'Olá, {name},\n\nAlguém tentou criar uma conta do {appName} com este endereço de e-mail, que já tem uma conta. Se foi uma tentativa sua, inicie sessão ou reponha a sua palavra-passe em {url}. Caso contrário, pode ignorar esta mensagem.',
  'email.reminder.subject':
    '{days, plural, one {Lembrete: o prazo de {title} termina amanhã} many {Lembrete: o prazo de {title} termina dentro de # dias} other {Lembrete: o prazo de {title} termina dentro de # dias}}',
  'email.reminder.body': 'Olá, {name},\n\nO prazo de «{title}», de {funder}, termina em {deadline}.\n\nVer a subvenção: {url}\n\nPara deixar de receber lembretes de prazo, abra: {unsubscribe}',
  'email.verificationApproved.subject': 'A sua organização está verificada ({badge})',
  'email.verificationApproved.body':
    'Olá, {name},\n\nBoas notícias: a sua verificação de nível {tier} no {appName} foi aprovada. A sua organização mostra agora o selo {badge} e a data da verificação no seu perfil e em todo o {appName}.\n\n{url}',
  'email.verificationRejected.subject': 'Sobre o seu pedido de verificação',
  'email.verificationRejected.body':
    'Olá, {name},\n\nOs nossos revisores não puderam aprovar a sua verificação de nível {tier} no {appName}.\n\nMotivo: {reason}\n\nAté {until}, pode corrigir o seu pedido e submetê-lo novamente sem custos ou pedir o reembolso da taxa:\n{url}\n\n{appName}',
  'email.published.subject': 'A sua proposta de subvenção foi publicada',
  'email.published.body': 'Olá, {name},\n\nObrigado: «{title}» está agora publicada no {appName}.\n\n{url}',
  'email.rejected.subject': 'Sobre a sua proposta de subvenção',
  'email.rejected.body': 'Olá, {name},\n\nA nossa equipa analisou «{title}» e decidiu não a publicar.\n\nMotivo: {reason}\n\n{appName}',
  'email.contact.subject': 'Nova mensagem de contacto: {topic}',
  'email.contact.body': 'Olá, {name},\n\n{sender} <{email}> escreveu sobre «{topic}» no {appName}:\n\n{message}\n\nTodas as mensagens de contacto: {url}\n\n{appName}',
  'email.savedSearch.subject':
    '{count, plural, one {# novo financiamento para a sua pesquisa «{name}»} many {# novos financiamentos para a sua pesquisa «{name}»} other {# novos financiamentos para a sua pesquisa «{name}»}}',
  'email.savedSearch.body':
    'Olá, {userName},\n\n{count, plural, one {Um novo financiamento corresponde à sua pesquisa guardada «{name}»:} many {# novos financiamentos correspondem à sua pesquisa guardada «{name}»:} other {# novos financiamentos correspondem à sua pesquisa guardada «{name}»:}}\n\n{list}\n\n{more, plural, =0 {Ver a pesquisa: {url}} one {E mais #: {url}} many {E mais #: {url}} other {E mais #: {url}}}\n\nGerir as suas pesquisas guardadas: {manage}\n\nPara deixar de receber e-mails desta pesquisa, abra: {unsubscribe}',
  'email.matches.subject':
    '{count, plural, one {# novo financiamento corresponde à sua organização} many {# novos financiamentos correspondem à sua organização} other {# novos financiamentos correspondem à sua organização}}',
  'email.matches.body':
    'Olá, {name},\n\n{count, plural, one {Um novo financiamento corresponde ao perfil da sua organização:} many {# novos financiamentos correspondem ao perfil da sua organização:} other {# novos financiamentos correspondem ao perfil da sua organização:}}\n\n{list}\n\n{more, plural, =0 {Ver todas as suas correspondências: {url}} one {E mais #: {url}} many {E mais #: {url}} other {E mais #: {url}}}{free, select, yes {\n\nNo plano Gratuito, os alertas mostram até {cap} novas correspondências por semana. Mude para Pro para ver todas.} other {}}\n\nPara deixar de receber alertas de novas correspondências, abra: {unsubscribe}',
  'email.matches.item': '• {title} ({funder}) · correspondência de {score}%\n  {url}',
  'email.mention.subject': '{author} mencionou-o: {grant}',
  'email.mention.body': 'Olá, {name},\n\n{author} mencionou-o num comentário sobre a candidatura a «{grant}» no {appName}:\n\n{comment}\n\nLeia e responda: {url}\n\n{appName}',
  'email.assigned.subject': 'Atribuída a si: {grant}',
  'email.assigned.body': 'Olá, {name},\n\nA sua equipa atribuiu-lhe a candidatura a «{grant}» no {appName}. Os lembretes de prazo passam a ir para si.\n\nAbrir: {url}\n\n{appName}',
  'email.invitation.subject': '{inviter} convidou-o a entrar em {organization} em {appName}',
  'email.invitation.body':
    'Olá,\n\n{inviter} convidou-o a entrar na equipa de {organization} em {appName}, como {role}.\n\nAceitar o convite: {url}\n\nA ligação funciona uma só vez e expira a {expires}. Foi enviada para {email}: inicie sessão, ou crie uma conta, com este endereço para a aceitar.\n\nSe não esperava este convite, ignore este e-mail.\n\n{appName}',
  'email.grantChange.subject': 'Alterado na fonte: {title}',
  'email.grantChange.body':
    'Olá {name},\n\n“{title}”, um subsídio que a sua equipa guardou ou ao qual se candidatou, mudou na fonte:\n\n{changes}\n\nVer o subsídio: {url}\n\nPara deixar de receber estes e-mails e os lembretes de prazo, abra: {unsubscribe}',
  'email.badgeUnderReview.subject': 'O seu selo {badge} está em análise',
  'email.badgeUnderReview.body':
    'Olá {name},\n\nDepois da atualização das listas de sanções, um nome da sua organização em {appName} (o da organização ou de uma das pessoas indicadas) pode corresponder a uma entrada de uma lista. Na maioria dos casos são homónimos. Um revisor está a verificar; até lá, a página do seu selo indica «em análise».\n\nNão precisa de fazer nada: avisamos assim que estiver decidido.\n{url}\n\n{appName}',
  'email.action.verifyEmail': 'Confirmar o meu e-mail',
  'email.action.resetPassword': 'Escolher uma nova palavra-passe',
  'email.action.signIn': 'Iniciar sessão',
  'email.action.seeGrant': 'Ver a subvenção',
  'email.action.seeGrants': 'Ver as subvenções',
  'email.action.openApplication': 'Abrir a candidatura',
  'email.action.acceptInvitation': 'Aceitar o convite',
  'email.action.seeVerification': 'Ver a minha verificação',
  'email.action.openRequest': 'Abrir o pedido',
  'email.action.openEngagement': 'Abrir o contrato',
  'email.action.seeReceipt': 'Ver o recibo',
  'email.action.managePlan': 'Gerir o meu plano',
  'email.action.readMessages': 'Ler as mensagens',
  'email.action.open': 'Abrir {appName}',
  'email.action.findExpert': 'Encontrar um especialista em subvenções',
  'email.layout.footer': 'Recebe este e-mail porque tem uma conta em {appName}, ou foi convidado para uma.',
}
