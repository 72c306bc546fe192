export default {
  'grantType.project': 'Project Grant',
  'grantType.operating_support': 'Operating Support',
  'grantType.capacity_building': 'Capacity Building',
  'grantType.research': 'Research Grant',
  'grantType.fellowship': 'Fellowship',
  'grantType.seed_funding': 'Seed Funding',
  'grantType.emergency_relief': 'Emergency Relief',
}
