export default {
  'exchangeRates.localPrice': '≈ {amount} (indicatif, taux du {date})',
  'exchangeRates.note': 'Les montants en {currency} sont indicatifs, au taux du {date}.',
  'exchangeRates.noteWithSource': 'Les montants en {currency} sont indicatifs, au taux du {date} publié par {source}.',
}
