export default {
  'badge.verified': 'موثَّقة بالشارة {badge} · {date}',
  'badge.name.bronze': 'البرونزية',
  'badge.name.silver': 'الفضية',
  'badge.name.gold': 'الذهبية',
  'badge.name.platinum': 'البلاتينية',
}
