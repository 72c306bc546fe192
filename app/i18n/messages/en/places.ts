export default {
  'places.otherCountry': 'Another country',
  'places.funderWords': 'In the funder’s words: “{words}”',
}
