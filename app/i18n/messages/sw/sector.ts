export default {
  'sector.education': 'Elimu',
  'sector.health': 'Afya',
  'sector.agriculture': 'Kilimo',
  'sector.environment': 'Mazingira',
  'sector.technology': 'Teknolojia',
  'sector.gender_equality': 'Usawa wa Kijinsia',
  'sector.economic_development': 'Maendeleo ya Kiuchumi',
  'sector.governance': 'Utawala Bora',
  'sector.energy': 'Nishati',
  'sector.other': 'Nyingine',
}
