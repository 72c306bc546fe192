export default {
  'region.pan_african': 'Pan-africano',
  'region.north_africa': 'Norte de África',
  'region.west_africa': 'África Ocidental',
  'region.central_africa': 'África Central',
  'region.east_africa': 'África Oriental',
  'region.southern_africa': 'África Austral',
  'region.sub_saharan_africa': 'África Subsariana',
  'region.sahel': 'Sahel',
  'region.great_lakes': 'Região dos Grandes Lagos',
  'region.horn_of_africa': 'Corno de África',
}
