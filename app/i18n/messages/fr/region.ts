export default {
  'region.pan_african': 'Panafricain',
  'region.north_africa': 'Afrique du Nord',
  'region.west_africa': 'Afrique de l’Ouest',
  'region.central_africa': 'Afrique centrale',
  'region.east_africa': 'Afrique de l’Est',
  'region.southern_africa': 'Afrique australe',
}
