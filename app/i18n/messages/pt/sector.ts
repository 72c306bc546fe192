export default {
  'sector.education': 'Educação',
  'sector.health': 'Saúde',
  'sector.agriculture': 'Agricultura',
  'sector.environment': 'Ambiente',
  'sector.technology': 'Tecnologia',
  'sector.gender_equality': 'Igualdade de Género',
  'sector.economic_development': 'Desenvolvimento Económico',
  'sector.governance': 'Governação',
  'sector.energy': 'Energia',
  'sector.other': 'Outro',
}
