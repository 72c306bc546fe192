export default {
  'grantType.project': 'Ruzuku ya mradi',
  'grantType.operating_support': 'Msaada wa uendeshaji',
  'grantType.capacity_building': 'Kujenga uwezo',
  'grantType.research': 'Ruzuku ya utafiti',
  'grantType.fellowship': 'Ufadhili wa kitaaluma',
  'grantType.seed_funding': 'Mtaji wa kuanzia',
  'grantType.emergency_relief': 'Msaada wa dharura',
}
