export default {
  // The public profile: /org/{slug}
  'orgProfile.country': 'Country',
  'orgProfile.sector': 'Sector',
  'orgProfile.sectors': 'Sectors',
  'orgProfile.website': 'Website',
  'orgProfile.newTab': '(opens in a new tab)',
  'orgProfile.mission': 'Mission',
  'orgProfile.programAreas': 'Program areas',
  'orgProfile.verification': 'Verification',
  'orgProfile.verifiedAt': 'Verified at the {tier} level on {date}.',
  'orgProfile.expires': 'The badge is in force until {date}.',
  'orgProfile.checkBadge': 'Check this badge',
  'orgProfile.notVerified': 'This organization has no verification badge in force.',
  'orgProfile.poweredBy': 'Public profile powered by {appName}. The organization chooses what it shows here.',
  'orgProfile.logoAlt': '{name} logo',
  'orgProfile.qrLabel': 'QR code linking to the badge check for code {code}',
  'orgProfile.qrCaption': 'Scan to check this badge, or open:',
}
