export default {
  'help.title': 'Kituo cha Msaada',
  'help.description': 'Jinsi utafutaji, uthibitishaji, mipango na malipo vinavyofanya kazi kwenye {appName}.',
  'help.intro': 'Jinsi {appName} inavyofanya kazi, kwa ufupi. Ikiwa swali lako halijajibiwa hapa, wasiliana nasi.',
  'help.search': 'Kutafuta ruzuku',
  'help.searchBody':
    'Gundua Ruzuku huorodhesha ruzuku zilizo wazi. Andika maneno ili kutafuta kwenye majina, wafadhili, sekta na maelezo; makosa madogo ya tahajia hurekebishwa kwa ajili yako. Punguza orodha kwa sekta, kanda, nchi au mfadhili, na panga kwa mpya zaidi au kwa tarehe ya mwisho. Utafutaji wako huhifadhiwa kwenye anwani ya ukurasa, kwa hiyo unaweza kuuwekea alamisho au kuushiriki. Kutafuta ni bure na hakuna kikomo.',
  'help.searchSave':
    'Ukishaingia unaweza kuhifadhi ruzuku ({saves} kwa siku kabla shirika lako halijathibitishwa, zaidi kwa madaraja ya juu) na kufuatilia ombi lako kwa kila moja kwenye dashibodi yako, inayoorodhesha tarehe za mwisho ndani ya siku {days} zijazo. Vikumbusho hutumwa kwa barua pepe siku 14, 7 na 1 kabla ya tarehe ya mwisho.',
  'help.verification': 'Kupata uthibitisho',
  'help.verificationBody':
    'Chagua daraja kwenye Pata Uthibitisho: {tiers}. Jaza ombi: hatua 4 kwa Basic, 6 kwa madaraja mengine, ambayo pia huuliza kuhusu uongozi wako na hati. Lipa ada ya mara moja katika hatua ya mwisho kisha uwasilishe.',
  'help.tierEntry': '{tier} ({fee}, beji ya {badge})',
  'help.verificationReview':
    'Wakaguzi hulikagua katika ngazi tatu: ukaguzi wa kidijitali wa kiotomatiki, ukaguzi wa nyanjani na uhakiki mtambuka huru. Unapokea uamuzi kwa barua pepe na kama arifa. Likiidhinishwa, shirika lako hupata beji ya daraja hilo; likikataliwa, unaelezwa sababu na una siku 30 za kuliwasilisha tena bure au kuomba kurejeshewa pesa.',
  'help.plans': 'Mipango',
  'help.plansBody':
    'Kila shirika huanza kwenye Bure. Pro ({pro} kwa mwaka) na Premium ({premium} kwa mwaka) huchaguliwa kwenye ukurasa wa Bei, unaoorodhesha kile ambacho kila mmoja unajumuisha leo. Mpango wa kulipia hudumu mwaka mmoja tangu kulipwa na hautozwi tena kiotomatiki; dashibodi yako inaonyesha unapoisha.',
  'help.payments': 'Malipo',
  'help.paymentsBody':
    'Unapolipa, unaenda kwenye ukurasa wa malipo wa mtoa huduma wetu wa malipo kisha unarudi kwenye {appName}. Malipo huhesabika pale mtoa huduma anapoyathibitisha kwetu moja kwa moja, kwa kawaida ndani ya sekunde chache; hadi wakati huo dashibodi yako inaonyesha kwamba malipo yanathibitishwa. Bei ziko katika dola za Marekani. Ukilipa mara mbili kwa kitu kimoja, malipo ya pili hurejeshwa kiotomatiki.',
  'help.account': 'Akaunti yako',
  'help.accountBody':
    'Jisajili kwa jina lako, anwani yako ya barua pepe na nenosiri la angalau herufi {min}, kisha uthibitishe anwani kupitia barua pepe tunayokutumia. Umesahau nenosiri lako? Tumia “Umesahau nenosiri lako?” kwenye ukurasa wa kuingia. Badilisha taarifa za shirika lako, nenosiri, lugha, mandhari na barua pepe katika Mipangilio ya Wasifu.',
  'help.linkDiscover': 'Gundua Ruzuku',
  'help.linkGetVerified': 'Pata Uthibitisho',
  'help.linkPricing': 'Bei',
  'help.linkRefunds': 'Sera ya Kurejesha Pesa',
  'help.linkProfile': 'Mipangilio ya Wasifu',
  'help.linkSignUp': 'Fungua akaunti',
  'help.more': 'Bado una swali?',
}
