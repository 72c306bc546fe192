export default {
  'badgeCard.intro': 'Envoyez ce lien aux bailleurs de fonds ou imprimez le code QR : il indique le niveau de votre badge, sa date et s’il est en vigueur.',
  'badgeCard.download': 'Télécharger le code QR',
  'badgeCard.manage': 'Réglages du profil public',
  'badgeCard.title': 'Vérification du badge',
  'badgeCard.qrLabel': 'Code QR menant à la vérification du badge pour le code {code}',
}
