export default {
  'error.title': 'Hitilafu imetokea',
  'error.body': 'Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena baada ya muda mfupi.',
  'error.forbidden': 'Huna ruhusa ya kuona ukurasa huu.',
  'error.rateLimited': 'Majaribio mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'error.crossSite': 'Fomu hii ilitumwa kutoka tovuti nyingine, kwa hiyo haikukubaliwa. Rudi kwenye {appName} uitume tena kutoka huko.',
  'error.bodyTooLarge': 'Ulichotuma ni kikubwa mno: fomu inaweza kuwa na ukubwa wa {size} tu. Fupisha sehemu ndefu zaidi kisha uitume tena.',
  'error.unsupportedBody': 'Anwani hii inakubali tu fomu iliyotumwa kutoka ukurasa wa {appName}.',
  'error.bodyStalled': 'Ulichokuwa ukituma kiliacha kufika, kwa hiyo hakikuhifadhiwa. Angalia muunganisho wako kisha ukitume tena.',
  'error.uploadsBusy': 'Faili nyingi kubwa zinapakiwa kwa sasa. Tafadhali jaribu tena baada ya dakika moja.',
  'error.unreadableForm': 'Fomu haikuweza kusomwa. Rudi nyuma, angalia ulichoandika kisha uitume tena.',
}
