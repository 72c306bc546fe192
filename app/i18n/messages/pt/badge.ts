export default {
  'badge.verified': 'Verificação {badge} · {date}',
  'badge.name.bronze': 'Bronze',
  'badge.name.silver': 'Prata',
  'badge.name.gold': 'Ouro',
  'badge.name.platinum': 'Platina',
}
