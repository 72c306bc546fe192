export default {
  'standing.title': 'Votre vérification',
  'standing.none': 'Votre organisation n’est pas encore vérifiée.',
  'standing.apply': 'Faites-vous vérifier : les bailleurs de fonds recherchent le badge',
  'standing.chooseBelow': 'Choisissez un niveau ci-dessous et appuyez sur « Faire la demande ».',
  'standing.draft': 'Votre demande de vérification {tier} n’est pas encore envoyée.',
  'standing.continue': 'Reprendre votre demande {tier}',
  'standing.inReview': 'Votre vérification {tier} est en cours d’examen depuis le {date}.',
  'standing.wait': 'Rien à faire pour l’instant : nous vous enverrons un e-mail à la fin de l’examen.',
  'standing.view': 'Voir la demande',
  'standing.rejected': 'Votre vérification {tier} n’a pas été approuvée.',
  'standing.rejectedNext': 'Consultez le motif et vos options',
  'standing.verified': 'Niveau {tier} vérifié',
  'standing.upgrade': 'Passer à un niveau supérieur',
  'standing.upgradeBelow': 'Vous pouvez passer à un niveau supérieur ci-dessous.',
  'standing.underReview':
    'Votre badge {tier} est en cours d’examen depuis le {date} : un examinateur vérifie une correspondance possible avec une liste de sanctions. Il s’affiche de nouveau une fois levée.',
}
