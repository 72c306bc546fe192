export default {
  'places.otherCountry': 'Outro país',
  'places.funderWords': 'Nas palavras do financiador: “{words}”',
}
