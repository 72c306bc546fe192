export default {
  'places.otherCountry': 'بلد آخر',
  'places.funderWords': 'بعبارة الجهة المانحة: «{words}»',
}
