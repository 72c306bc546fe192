export default {
  'exchangeRates.localPrice': '≈ {amount} (makadirio, kiwango cha {date})',
  'exchangeRates.note': 'Kiasi kwa {currency} ni makadirio tu, kwa kiwango cha {date}.',
  'exchangeRates.noteWithSource': 'Kiasi kwa {currency} ni makadirio tu, kwa kiwango cha {date} kilichochapishwa na {source}.',
}
