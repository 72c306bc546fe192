export default {
  'places.otherCountry': 'Autre pays',
  'places.funderWords': 'Selon le bailleur de fonds : « {words} »',
}
