export default {
  'sector.education': 'Éducation',
  'sector.health': 'Santé',
  'sector.agriculture': 'Agriculture',
  'sector.environment': 'Environnement',
  'sector.technology': 'Technologie',
  'sector.gender_equality': 'Égalité des genres',
  'sector.economic_development': 'Développement économique',
  'sector.governance': 'Gouvernance',
  'sector.energy': 'Énergie',
  'sector.other': 'Autre',
}
