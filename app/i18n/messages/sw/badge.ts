export default {
  'badge.verified': 'Beji ya {badge} · imethibitishwa {date}',
  'badge.name.bronze': 'Bronze',
  'badge.name.silver': 'Silver',
  'badge.name.gold': 'Gold',
  'badge.name.platinum': 'Platinum',
}
