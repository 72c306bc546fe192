export default {
  'grantType.project': 'Subvenção de projecto',
  'grantType.operating_support': 'Apoio ao funcionamento',
  'grantType.capacity_building': 'Reforço de capacidades',
  'grantType.research': 'Subvenção de investigação',
  'grantType.fellowship': 'Bolsa de formação',
  'grantType.seed_funding': 'Financiamento inicial',
  'grantType.emergency_relief': 'Ajuda de emergência',
}
