export default {
  'offlineQueue.grantSaved': 'Imetumwa uliporudi mtandaoni: “{title}” imehifadhiwa.',
  'offlineQueue.grantRemoved': 'Imetumwa uliporudi mtandaoni: “{title}” haijahifadhiwa tena.',
  'offlineQueue.applicationSaved': 'Imetumwa uliporudi mtandaoni: ombi lako la “{title}” limesasishwa.',
  'offlineQueue.conflict': 'Haijatumwa: ombi lako la “{title}” lilibadilishwa na mtu mwingine ulipokuwa nje ya mtandao. Toleo lake ndilo limebaki (hali: {status}); lifungue ili ulibadilishe tena.',
  'offlineQueue.refused': 'Haijatumwa: mabadiliko yako kwenye ombi la “{title}” yamekataliwa: {reason}',
  'offlineQueue.confirmFee': 'Haijatumwa: tuzo ya “{title}” inahitaji uthibitishe ada ya msaada maalum. Fungua ombi ili uithibitishe.',
  'offlineQueue.gone': 'Haijatumwa: ruzuku hii au ombi hili halipo tena.',
}
