export default {
  // The embeddable badge: /verify/{code}/badge.svg
  'badgeStatement.image.verified': 'Verified: {tier}',
  'badgeStatement.image.expired': 'Badge expired',
  'badgeStatement.image.revoked': 'Badge revoked',
  'badgeStatement.image.underReview': 'Badge under review',
  'badgeStatement.image.notInForce': 'Badge not in force',
  'badgeStatement.image.unknown': 'No such badge',
  'badgeStatement.image.unknownDetail': 'This check code opens no badge',
  'badgeStatement.image.checkedBy': 'Badge check by {app}',
  // The signed statement, offered on /verify/{code}
  'badgeStatement.title': 'Signed statement',
  'badgeStatement.intro': 'Keep a copy of this check that anyone can verify later, even offline: the same facts, signed with our Ed25519 key.',
  'badgeStatement.download': 'Download the signed statement (.jws)',
  'badgeStatement.keys': 'Our public signing keys (JWKS)',
  // The embed code, on /profile/public
  'badgeStatement.embedTitle': 'Badge for your website',
  'badgeStatement.embedIntro':
    'Paste this code into your website. The image shows your badge’s live state (verified, expired, revoked or under review) and links to its check page. It runs no script and tracks no one.',
  'badgeStatement.embedLabel': 'HTML code to copy',
  'badgeStatement.embedPreview': 'What it shows now:',
  'badgeStatement.embedAlt': '{name}: verification badge check on {app}',
} as const
