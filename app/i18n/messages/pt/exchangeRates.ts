export default {
  'exchangeRates.localPrice': '≈ {amount} (indicativo, taxa de {date})',
  'exchangeRates.note': 'Os valores em {currency} são apenas indicativos, à taxa de {date}.',
  'exchangeRates.noteWithSource': 'Os valores em {currency} são apenas indicativos, à taxa de {date} publicada por {source}.',
}
