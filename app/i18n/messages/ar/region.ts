export default {
  'region.pan_african': 'عموم أفريقيا',
  'region.north_africa': 'شمال أفريقيا',
  'region.west_africa': 'غرب أفريقيا',
  'region.central_africa': 'وسط أفريقيا',
  'region.east_africa': 'شرق أفريقيا',
  'region.southern_africa': 'الجنوب الأفريقي',
  'region.sub_saharan_africa': 'أفريقيا جنوب الصحراء',
  'region.sahel': 'منطقة الساحل',
  'region.great_lakes': 'منطقة البحيرات العظمى',
  'region.horn_of_africa': 'القرن الأفريقي',
}
