export default {
  'unsubscribe.title': 'Préférences e-mail',
  'unsubscribe.done': 'Vous ne recevrez plus les e-mails de {kind}. Vous pouvez les réactiver dans les Paramètres du profil.',
  'unsubscribe.invalid': 'Ce lien de désinscription n’est pas valide.',
  'unsubscribe.confirm': 'Ne plus recevoir les e-mails de {kind} ?',
  'unsubscribe.button': 'Se désinscrire',
  'unsubscribe.kindReminders': 'rappel de date limite',
  'unsubscribe.kindMatches': 'alerte de nouvelles correspondances',
  'unsubscribe.kindSearch': 'alerte de la recherche enregistrée « {name} »',
  'unsubscribe.kindSearchGone': 'alerte de recherche enregistrée',
  'unsubscribe.kindNewsletter': 'lettre d’information',
  'unsubscribe.kindPriorityDigest': 'récapitulatif quotidien des demandes',
}
