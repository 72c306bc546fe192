export default {
  'badge.verified': 'Beji ya {badge} · imethibitishwa {date}',
  'badge.name.bronze': 'Shaba',
  'badge.name.silver': 'Fedha',
  'badge.name.gold': 'Dhahabu',
  'badge.name.platinum': 'Platinamu',
}
