export default {
  'refunds.title': 'Sera ya Kurejesha Pesa',
  'refunds.description': 'Lini malipo kwenye {appName} hurejeshwa: kanuni ya siku 30 kwa maombi ya uthibitishaji yaliyokataliwa, mipango na malipo yaliyofanywa mara mbili.',
  'refunds.intro': 'Sera hii inaeleza lini unarejeshewa pesa zako kwa malipo uliyofanya kwenye {appName}. Ni kanuni ambayo tovuti yenyewe inaitumia.',
  'refunds.verification': 'Ada za uthibitishaji',
  'refunds.verificationBody':
    'Ada ya uthibitishaji ({range}) inalipia ukaguzi wa ombi lako. Unailipa katika hatua ya mwisho ya ombi, kabla ya kuliwasilisha. Ombi likishaidhinishwa, ada hairejeshwi: ukaguzi umeshafanyika. Ombi likiwa linakaguliwa, ada yake haiwezi kurejeshwa.',
  'refunds.rejected': 'Ombi lako likikataliwa: kanuni ya siku {days}',
  'refunds.rejectedBody':
    'Wakaguzi wetu hukueleza sababu, kwa barua pepe na kupitia arifa. Kwa siku {days} tangu wakati wa uamuzi, unaweza kuchagua moja kati ya mambo mawili kwenye ukurasa wa ombi lako: kulisahihisha na kuliwasilisha tena bila malipo, huku malipo yako yakiendelea kuhesabika, au kuomba urejeshewe ada. Baada ya siku {days} hakuna kati ya hayo kinachowezekana.',
  'refunds.rejectedRefund':
    'Pesa hurejeshwa kupitia mtoa huduma wa malipo uliyemtumia, kwa njia ileile uliyolipa. Urejeshaji hurekodiwa kwenye ombi lako pale tu mtoa huduma anapoukubali; mtoa huduma akikataa, hakuna kinachobadilika na unaweza kujaribu tena ndani ya siku hizo {days}.',
  'refunds.rejectedAgain': 'Ombi lililowasilishwa tena hukaguliwa upya. Likikataliwa tena, siku {days} mpya huanza kuhesabiwa tangu uamuzi huo.',
  'refunds.plans': 'Mipango',
  'refunds.plansBody':
    'Pro ({pro} kwa mwaka) na Premium ({premium} kwa mwaka) hununuliwa kwa mwaka mmoja na pesa hazirejeshwi baada ya kulipwa. Kamwe haitozwi tena kiotomatiki, kwa hiyo hulipii mwaka ambao hukuchagua kuununua.',
  'refunds.twice': 'Kulipa mara mbili kwa makosa',
  'refunds.twiceBody':
    'Kitu kilekile kikilipiwa mara mbili (kubonyeza mara mbili, vichupo viwili vilivyo wazi), malipo ya pili hurejeshwa kiotomatiki, bila wewe kuomba. Mtoa huduma wa malipo akikataa kurejesha pesa hizo, tunajaribu tena kila baada ya dakika 15, na baada ya majaribio matano timu yetu hushughulikia suala hilo yenyewe.',
  'refunds.questions': 'Maswali',
  'refunds.questionsBody': 'Ikiwa unafikiri malipo yalichukuliwa kimakosa, tueleze kupitia fomu ya mawasiliano ukichagua mada “Malipo na kurejeshewa pesa”.',
}
