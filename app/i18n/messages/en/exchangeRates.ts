export default {
  'exchangeRates.localPrice': '≈ {amount} (indicative, rate of {date})',
  'exchangeRates.note': 'Amounts in {currency} are indicative only, at the rate of {date}.',
  'exchangeRates.noteWithSource': 'Amounts in {currency} are indicative only, at the rate of {date} published by {source}.',
}
