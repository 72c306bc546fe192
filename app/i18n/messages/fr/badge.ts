export default {
  'badge.verified': 'Vérifiée {badge} · {date}',
  'badge.name.bronze': 'Bronze',
  'badge.name.silver': 'Argent',
  'badge.name.gold': 'Or',
  'badge.name.platinum': 'Platine',
}
