export default {
  // The public profile: /org/{slug}
  'orgProfile.country': 'Pays',
  'orgProfile.sector': 'Secteur',
  'orgProfile.sectors': 'Secteurs',
  'orgProfile.website': 'Site web',
  'orgProfile.newTab': '(s’ouvre dans un nouvel onglet)',
  'orgProfile.mission': 'Mission',
  'orgProfile.programAreas': 'Domaines d’intervention',
  'orgProfile.verification': 'Vérification',
  'orgProfile.verifiedAt': 'Vérifiée au niveau {tier} le {date}.',
  'orgProfile.expires': 'Le badge est en vigueur jusqu’au {date}.',
  'orgProfile.checkBadge': 'Vérifier ce badge',
  'orgProfile.notVerified': 'Cette organisation n’a pas de badge de vérification en vigueur.',
  'orgProfile.poweredBy': 'Profil public propulsé par {appName}. L’organisation choisit ce qu’elle y montre.',
  'orgProfile.logoAlt': 'Logo de {name}',
  'orgProfile.qrLabel': 'Code QR menant à la vérification du badge pour le code {code}',
  'orgProfile.qrCaption': 'Scannez pour vérifier ce badge, ou ouvrez :',
}
