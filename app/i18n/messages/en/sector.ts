export default {
  'sector.education': 'Education',
  'sector.health': 'Health',
  'sector.agriculture': 'Agriculture',
  'sector.environment': 'Environment',
  'sector.technology': 'Technology',
  'sector.gender_equality': 'Gender Equality',
  'sector.economic_development': 'Economic Development',
  'sector.governance': 'Governance',
  'sector.energy': 'Energy',
  'sector.other': 'Other',
}
