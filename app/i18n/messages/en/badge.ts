export default {
  'badge.verified': '{badge} verified · {date}',
  'badge.name.bronze': 'Bronze',
  'badge.name.silver': 'Silver',
  'badge.name.gold': 'Gold',
  'badge.name.platinum': 'Platinum',
}
