export default {
  // The embeddable badge: /verify/{code}/badge.svg
  'badgeStatement.image.verified': 'Vérifiée : {tier}',
  'badgeStatement.image.expired': 'Badge expiré',
  'badgeStatement.image.revoked': 'Badge révoqué',
  'badgeStatement.image.underReview': 'Badge en cours d’examen',
  'badgeStatement.image.notInForce': 'Badge non en vigueur',
  'badgeStatement.image.unknown': 'Badge introuvable',
  'badgeStatement.image.unknownDetail': 'Ce code ne correspond à aucun badge',
  'badgeStatement.image.checkedBy': 'Vérification de badge par {app}',
  // The signed statement, offered on /verify/{code}
  'badgeStatement.title': 'Attestation signée',
  'badgeStatement.intro': 'Gardez une copie de cette vérification que chacun pourra contrôler plus tard, même hors ligne : les mêmes informations, signées avec notre clé Ed25519.',
  'badgeStatement.download': 'Télécharger l’attestation signée (.jws)',
  'badgeStatement.keys': 'Nos clés publiques de signature (JWKS)',
  // The embed code, on /profile/public
  'badgeStatement.embedTitle': 'Badge pour votre site web',
  'badgeStatement.embedIntro':
    'Collez ce code dans votre site web. L’image montre l’état actuel de votre badge (vérifié, expiré, révoqué ou en cours d’examen) et renvoie à sa page de vérification. Elle n’exécute aucun script et ne suit personne.',
  'badgeStatement.embedLabel': 'Code HTML à copier',
  'badgeStatement.embedPreview': 'Ce qu’elle affiche maintenant :',
  'badgeStatement.embedAlt': '{name} : vérification du badge sur {app}',
} as const
