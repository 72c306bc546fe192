export default {
  'badge.verified': 'Vérifiée {badge} · {date}',
  'badge.name.bronze': 'Bronze',
  'badge.name.silver': 'Silver',
  'badge.name.gold': 'Gold',
  'badge.name.platinum': 'Platinum',
}
