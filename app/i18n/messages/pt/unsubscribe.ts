export default {
  'unsubscribe.title': 'Preferências de e-mail',
  'unsubscribe.done': 'Deixará de receber e-mails de {kind}. Pode voltar a activá-los em «Definições do perfil».',
  'unsubscribe.invalid': 'Esta ligação para cancelar a subscrição não é válida.',
  'unsubscribe.confirm': 'Deixar de receber e-mails de {kind}?',
  'unsubscribe.button': 'Cancelar subscrição',
  'unsubscribe.kindReminders': 'lembrete de prazo',
  'unsubscribe.kindMatches': 'alerta de novas correspondências',
  'unsubscribe.kindSearch': 'alerta da pesquisa guardada «{name}»',
  'unsubscribe.kindSearchGone': 'alerta de pesquisa guardada',
  'unsubscribe.kindNewsletter': 'newsletter',
  'unsubscribe.kindPriorityDigest': 'resumo diário de pedidos',
}
