export default {
  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications ({count, plural, one {# non lue} many {# non lues} other {# non lues}})',
  'notifications.empty': 'Vous n’avez aucune notification.',
  'notifications.markRead': 'Tout marquer comme lu',
  'notifications.allRead': 'Toutes les notifications ont été marquées comme lues',
  'notifications.unread': 'Non lue',
  'notifications.verificationApproved': 'Votre vérification {tier} a été approuvée : votre organisation porte désormais le badge {badge}.',
  'notifications.verificationRejected': 'Votre vérification {tier} n’a pas été approuvée. Consultez le motif et vos options.',
  'notifications.submissionPublished': 'Votre proposition « {title} » a été publiée.',
  'notifications.submissionRejected': 'Votre proposition « {title} » n’a pas été publiée : {reason}',
  'notifications.reminderSent':
    '{days, plural, =1 {Rappel : la date limite de « {title} » est demain.} one {Rappel : la date limite de « {title} » est dans # jour.} many {Rappel : la date limite de « {title} » est dans # jours.} other {Rappel : la date limite de « {title} » est dans # jours.}}',
  'notifications.digestSent':
    '{count, plural, one {Votre récapitulatif hebdomadaire de # nouvelle subvention est dans votre boîte de réception.} many {Votre récapitulatif hebdomadaire de # nouvelles subventions est dans votre boîte de réception.} other {Votre récapitulatif hebdomadaire de # nouvelles subventions est dans votre boîte de réception.}}',
  'notifications.contactMessage': 'Nouveau message de contact de {name} au sujet de « {topic} ».',
  'notifications.mentioned': '{name} vous a mentionné dans un commentaire sur « {grant} ».',
  'notifications.assigned': '{name} vous a confié la candidature pour « {grant} ».',

  'notifications.badgeRevoked': 'Votre badge de vérification {tier} ({badge}) a été retiré : {reason}. Contactez-nous si vous pensez qu’il s’agit d’une erreur.',
  'notifications.badgeExpirySet': 'Votre badge de vérification {tier} ({badge}) expire désormais le {date}.',
  'notifications.badgeExpiryCleared': 'Votre badge de vérification {tier} ({badge}) n’expire plus.',
  'notifications.savedSearchAlert':
    '{count, plural, one {# nouvelle subvention correspond à votre recherche enregistrée « {name} ».} many {# nouvelles subventions correspondent à votre recherche enregistrée « {name} ».} other {# nouvelles subventions correspondent à votre recherche enregistrée « {name} ».}}',
  'notifications.matchAlert':
    '{count, plural, one {# nouvelle subvention correspond à votre organisation.} many {# nouvelles subventions correspondent à votre organisation.} other {# nouvelles subventions correspondent à votre organisation.}}',
  'notifications.removedFromTeam': 'Vous ne faites plus partie de l’équipe {organization}. Votre compte a maintenant sa propre organisation.',
  'notifications.memberKeysRevokedDemoted':
    '{member} ne gère plus les clés d’API de l’équipe : {count, plural, one {la clé d’API créée par cette personne ({names}) a été révoquée} other {les # clés d’API créées par cette personne ({names}) ont été révoquées}}. Créez une nouvelle clé si vos systèmes en ont encore besoin.',
  'notifications.memberKeysRevoked':
    '{member} ne fait plus partie de l’équipe : {count, plural, one {la clé d’API créée par cette personne ({names}) a été révoquée} other {les # clés d’API créées par cette personne ({names}) ont été révoquées}}. Créez une nouvelle clé si vos systèmes en ont encore besoin.',
  'notifications.grantChanged': '« {title} » a changé à sa source : {fields}.',
  'notifications.badgeUnderReview':
    'Votre badge {badge} est en cours d’examen : un nom de votre organisation correspond peut-être à une entrée d’une liste de sanctions. Un examinateur le vérifie ; d’ici là, la page de votre badge indique « en cours d’examen ».',
  'notifications.badgeReinstated': 'Votre badge {badge} est de nouveau en vigueur : l’examinateur a établi que la correspondance possible ne concernait ni votre organisation ni ses membres.',
  'notifications.screeningMatchFound':
    '{count, plural, one {Une nouvelle correspondance possible} other {# nouvelles correspondances possibles}} avec les listes de sanctions pour {organization} : à examiner.',
}
