export default {
  'exchangeRates.localPrice': '≈ {amount} (تقديري، بسعر صرف {date})',
  'exchangeRates.note': 'المبالغ بعملة {currency} تقديرية فقط، بسعر صرف {date}.',
  'exchangeRates.noteWithSource': 'المبالغ بعملة {currency} تقديرية فقط، بسعر صرف {date} الذي نشره {source}.',
}
