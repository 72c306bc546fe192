export default {
  'region.pan_african': 'Panafricain',
  'region.north_africa': 'Afrique du Nord',
  'region.west_africa': 'Afrique de l’Ouest',
  'region.central_africa': 'Afrique centrale',
  'region.east_africa': 'Afrique de l’Est',
  'region.southern_africa': 'Afrique australe',
  'region.sub_saharan_africa': 'Afrique subsaharienne',
  'region.sahel': 'Sahel',
  'region.great_lakes': 'Région des Grands Lacs',
  'region.horn_of_africa': 'Corne de l’Afrique',
}
