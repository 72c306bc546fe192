export default {
  'badgeCard.intro': 'Send funders this link or print the QR code: it shows your badge’s tier, date and whether it is in force.',
  'badgeCard.download': 'Download the QR code',
  'badgeCard.manage': 'Public profile settings',
  'badgeCard.title': 'Badge check',
  'badgeCard.qrLabel': 'QR code linking to the badge check for code {code}',
}
