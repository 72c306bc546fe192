export default {
  'region.pan_african': 'Pan-African',
  'region.north_africa': 'North Africa',
  'region.west_africa': 'West Africa',
  'region.central_africa': 'Central Africa',
  'region.east_africa': 'East Africa',
  'region.southern_africa': 'Southern Africa',
  'region.sub_saharan_africa': 'Sub-Saharan Africa',
  'region.sahel': 'Sahel',
  'region.great_lakes': 'Great Lakes region',
  'region.horn_of_africa': 'Horn of Africa',
}
