export default {
  'region.pan_african': 'Afrika Nzima',
  'region.north_africa': 'Afrika Kaskazini',
  'region.west_africa': 'Afrika Magharibi',
  'region.central_africa': 'Afrika ya Kati',
  'region.east_africa': 'Afrika Mashariki',
  'region.southern_africa': 'Kusini mwa Afrika',
  'region.sub_saharan_africa': 'Afrika Kusini mwa Sahara',
  'region.sahel': 'Sahel',
  'region.great_lakes': 'Eneo la Maziwa Makuu',
  'region.horn_of_africa': 'Pembe ya Afrika',
}
