export default {
  'places.otherCountry': 'Nchi nyingine',
  'places.funderWords': 'Kwa maneno ya mfadhili: “{words}”',
}
