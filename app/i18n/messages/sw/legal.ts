export default {
  'terms.title': 'Masharti ya Huduma',
  'terms.description': 'Masharti yanayotumika unapotumia {appName}, akaunti zake, uthibitishaji na mipango.',
  'terms.intro': 'Masharti haya yanatumika unapotumia {appName}: tovuti, akaunti yako na chochote unacholipia humo. Kwa kufungua akaunti unakubali masharti haya.',
  'terms.service': 'Huduma',
  'terms.serviceBody':
    '{appName} huorodhesha fursa za ruzuku, huwezesha mashirika kuhifadhi ruzuku na kufuatilia maombi yao, hukagua mashirika kwa ajili ya beji ya uthibitisho katika madaraja manne ya kulipia, na huuza mipango ya mwaka. Ruzuku zilizoorodheshwa hutokana na taarifa za umma za wafadhili na mawasilisho ya wanachama ambayo timu yetu hukagua kabla ya kuyachapisha. Tunazikagua, lakini ukurasa wa mfadhili mwenyewe ndio wenye kauli ya mwisho, na sisi hatuamui nani anapata ruzuku.',
  'terms.account': 'Akaunti yako',
  'terms.accountBody':
    'Toa jina lako halisi na anwani ya barua pepe unayoidhibiti: tunathibitisha anwani hiyo kabla hujaweza kuingia. Usimpe mtu mwingine nenosiri lako; unawajibika kwa kinachofanywa kwa akaunti yako. Akaunti moja ni ya mtu mmoja.',
  'terms.use': 'Matumizi yanayokubalika',
  'terms.useBody':
    'Usitoe taarifa za uongo kuhusu shirika lako au kuhusu ruzuku, usipakie hati ambazo huna haki ya kuzishiriki, usijaribu kufikia data ya wanachama wengine, wala usiifurikishe tovuti: baadhi ya fomu zinaweza kutumwa mara chache tu katika kipindi kifupi. Wakaguzi wetu hukataa mawasilisho ya ruzuku na maombi ya uthibitishaji yanayokiuka kanuni hizi.',
  'terms.verification': 'Uthibitishaji',
  'terms.verificationBody':
    'Uthibitishaji ni ukaguzi wa mara moja wa shirika lako kwa daraja unalochagua, kwa ada inayoonyeshwa kwenye Pata Uthibitisho ({range}). Wakaguzi wetu hukagua unachotuma katika ngazi tatu na kukiidhinisha au kukikataa pamoja na sababu. Daraja lililoidhinishwa huipa shirika lako beji yake; haliahidi ufadhili wowote.',
  'terms.plans': 'Mipango na malipo',
  'terms.plansBody':
    'Mpango wa kulipia hununuliwa kwa mwaka mmoja kwa wakati ({pro} kwa mwaka kwa Pro, {premium} kwa mwaka kwa Premium). Hautozwi tena kiotomatiki: mwaka ukiisha, shirika lako linakuwa kwenye Bure isipokuwa ukinunua mwaka mwingine. Bei ziko katika dola za Marekani na huwekwa na seva yetu kutoka kwenye orodha yetu ya bei. Malipo hupokelewa na mtoa huduma wetu wa malipo; sisi kamwe hatuoni wala kuhifadhi taarifa za kadi yako au za pesa kwa simu.',
  'terms.refunds': 'Kurejeshewa pesa',
  'terms.refundsBody': 'Lini na jinsi malipo yanavyoweza kurejeshwa kumeelezwa katika Sera yetu ya Kurejesha Pesa.',
  'terms.content': 'Maudhui yako',
  'terms.contentBody':
    'Unachoweka kwenye {appName} kinabaki kuwa chako. Unaturuhusu kukihifadhi na kukionyesha kwa watu ambao tovuti hii inawaonyesha: wasifu na maombi ya shirika lako kwa shirika lako na timu yetu, ruzuku unayowasilisha kwa kila mtu mara inapochapishwa, na hati za uthibitishaji kwa shirika lako na wakaguzi wetu tu.',
  'terms.changes': 'Upatikanaji na mabadiliko',
  'terms.changesBody':
    'Tunajitahidi kuifanya {appName} iendelee kufanya kazi na taarifa zake ziwe sahihi, lakini hatuwezi kuahidi kwamba haitakosekana kamwe au haitakuwa na makosa. Tunaweza kubadilisha masharti haya; toleo lililo kwenye ukurasa huu ndilo linalotumika.',
  'terms.questions': 'Maswali',
  'terms.questionsBody': 'Maswali kuhusu masharti haya yanakaribishwa kupitia fomu yetu ya mawasiliano.',
  'privacy.title': 'Sera ya Faragha',
  'privacy.description': 'Kile {appName} inachohifadhi kukuhusu, kwa muda gani, nani anaweza kukiona, na jinsi ya kufuta akaunti yako.',
  'privacy.intro': 'Sera hii inaeleza kile {appName} inachohifadhi kukuhusu, kwa nini, kwa muda gani na nani anaweza kukiona. Hatuuzi data yako, na hatutumii kuki za matangazo wala za kufuatilia.',
  'privacy.stored': 'Tunachohifadhi',
  'privacy.storedAccount':
    'Akaunti yako: jina lako, anwani yako ya barua pepe na kama uliithibitisha, hash ya nenosiri lako (kamwe si nenosiri lenyewe) au kiungo cha akaunti yako ya Google, na vipindi vyako vya kuingia pamoja na kivinjari na anwani ya mtandao ambako kila kimoja kilitoka.',
  'privacy.storedOrganization':
    'Wasifu wa shirika lako: jina lake, sekta, nchi, dhamira, maeneo ya programu, tovuti na namba ya usajili, mpango wake, na mapendeleo yako (lugha, mandhari na barua pepe unazotaka kupokea).',
  'privacy.storedActivity': 'Unachofanya hapa: ruzuku unazohifadhi, maombi unayofuatilia pamoja na maelezo na kiasi chake, fursa za ruzuku unazowasilisha, na arifa zako.',
  'privacy.storedVerification':
    'Maombi ya uthibitishaji: unachoandika kwenye ombi (taarifa za usajili, anwani, dhamira, uongozi, tamko na sahihi), hati unazopakia, na ukaguzi, maelezo na uamuzi wa wakaguzi wetu.',
  'privacy.storedPayments':
    'Malipo: kilichonunuliwa, kiasi, hali ya malipo, kumbukumbu ya mtoa huduma wa malipo kwa malipo hayo, na lini yalirejeshwa. Taarifa za kadi na za pesa kwa simu huenda kwa mtoa huduma tu.',
  'privacy.storedEmails':
    'Barua pepe: tunakutumia uthibitisho wa anwani, viungo vya kuweka upya nenosiri, matokeo ya ukaguzi na, ukitaka, vikumbusho vya tarehe za mwisho na muhtasari wa kila wiki. Ujumbe unaotutumia kupitia fomu ya mawasiliano huhifadhiwa pamoja na jina na anwani unayotoa.',
  'privacy.storedSecurity':
    'Kumbukumbu za usalama: idadi ya majaribio ya hivi karibuni kutoka kila anwani ya mtandao, ili kuzuia kubahatisha nenosiri na barua taka, na kumbukumbu ya vitendo vinavyofanywa na wasimamizi wetu.',
  'privacy.why': 'Kwa nini tunahifadhi',
  'privacy.whyBody':
    'Kwa ajili ya kuendesha huduma tu: kukuingiza kwenye akaunti, kukuonyesha ruzuku na kumbukumbu zako mwenyewe, kukagua maombi ya uthibitishaji, kupokea malipo na kutuma barua pepe ulizoomba. Unaweza kuzima vikumbusho na muhtasari katika Mipangilio ya Wasifu au kupitia kiungo kilicho katika kila moja ya barua pepe hizo.',
  'privacy.retention': 'Tunahifadhi kwa muda gani',
  'privacy.retentionAccount': 'Akaunti yako, wasifu, shughuli, maombi ya uthibitishaji na hati: muda wote akaunti yako ikiwepo.',
  'privacy.retentionSessions': 'Kipindi cha kuingia: hadi utakapotoka, au siku 7 baada ya mara ya mwisho ulipotumia tovuti.',
  'privacy.retentionLinks': 'Viungo vya kuthibitisha anwani yako ya barua pepe: saa 24. Viungo vya kuweka upya nenosiri: saa 1.',
  'privacy.retentionSecurity': 'Idadi ya majaribio kwa kila anwani ya mtandao: takriban siku moja.',
  'privacy.retentionPayments': 'Kumbukumbu za malipo: huhifadhiwa hata baada ya akaunti kufutwa, kwa sababu zinarekodi pesa zilizopokelewa na kurejeshwa; baada ya hapo hazihusishwi nawe tena.',
  'privacy.retentionContact': 'Ujumbe wa mawasiliano: huhifadhiwa ili tuweze kujibu na kufuatilia; akaunti yako ikishafutwa, hauhusishwi nayo tena.',
  'privacy.documents': 'Nani huona hati za uthibitishaji',
  'privacy.documentsBody':
    'Hati unazopakia kwa ajili ya uthibitishaji huhifadhiwa kwenye hifadhi ya faragha na kamwe haziwekwi hadharani. Ni wanachama wa shirika lako walioingia kwenye akaunti na wakaguzi wetu (wasimamizi) tu wanaoweza kuzifungua, na kila upakuaji hukaguliwa kwenye seva. Wafadhili, wanachama wengine na wageni kamwe hawaoni hati zako: wanachoona kuhusu uthibitishaji wako ni beji ya shirika lako.',
  'privacy.others': 'Nani mwingine huona data yako',
  'privacy.othersBody':
    'Wasimamizi wetu, ili kukagua uthibitishaji na mawasilisho ya ruzuku na kukujibu. Mtoa huduma wa malipo hushughulikia malipo yako, na mtoa huduma wetu wa barua pepe huwasilisha barua pepe zetu. Hakuna mwingine: hatuuzi wala hatushiriki data yako kwa ajili ya matangazo.',
  'privacy.delete': 'Kufuta akaunti yako',
  'privacy.deleteHow':
    'Bado hakuna kitufe cha kufuta katika Mipangilio ya Wasifu. Ili kufuta akaunti yako, tutumie ujumbe kupitia fomu ya mawasiliano ukichagua mada “Faragha na data yako”, kutoka kwenye anwani ya barua pepe ya akaunti yako. Tunafuta akaunti na kuthibitisha kwa barua pepe.',
  'privacy.deleteWhat':
    'Kufuta akaunti huondoa uwezo wako wa kuingia, vipindi vya kuingia, wasifu na mapendeleo, ruzuku zilizohifadhiwa, maombi yanayofuatiliwa, mawasilisho ya ruzuku, arifa na barua pepe zinazosubiri kutumwa. Ikiwa wewe ndiye mwanachama pekee wa shirika lako, wasifu wake, maombi yake ya uthibitishaji na hati zilizopakiwa hufutwa pia. Kumbukumbu za malipo na kumbukumbu ya vitendo vya wasimamizi huhifadhiwa bila jina lako, na ruzuku ambazo tayari zimechapishwa kutokana na mawasilisho yako zinabaki zimechapishwa.',
  'privacy.rights': 'Kuona na kusahihisha data yako',
  'privacy.rightsBody': 'Unaweza kuona na kusahihisha wasifu wako katika Mipangilio ya Wasifu wakati wowote. Kwa jambo lingine lolote kuhusu data yako, tuandikie kupitia fomu ya mawasiliano.',
  'privacy.cookies': 'Kuki',
  'privacy.cookiesBody': 'Kuki chache tunazoweka, na sababu zake, zimeorodheshwa katika Sera yetu ya Kuki.',
  'cookies.title': 'Sera ya Kuki',
  'cookies.description': 'Kuki ambazo {appName} huweka, kazi ya kila moja na muda inaodumu.',
  'cookies.intro': '{appName} huweka kuki inazohitaji ili kufanya kazi tu. Hakuna kuki za matangazo, za takwimu wala za kufuatilia, na hakuna tovuti nyingine inayoweka kuki kupitia tovuti yetu.',
  'cookies.list': 'Kuki tunazoweka',
  'cookies.session': 'Hukuweka ukiwa umeingia. Huwekwa unapoingia na huondolewa unapotoka. Kwenye tovuti inayohudumiwa kupitia https, jina lake huanza na {prefix}.',
  'cookies.sessionLife': 'Siku 7 baada ya mara ya mwisho ulipotumia tovuti',
  'cookies.state': 'Hulinda “Endelea na Google” dhidi ya kuingia kwa kughushi. Huwekwa tu unapoingia kwa Google.',
  'cookies.stateLife': 'Dakika 5',
  'cookies.theme': 'Hukumbuka kama ulichagua mandhari angavu, ya giza au ya mfumo.',
  'cookies.themeLife': 'Mwaka 1',
  'cookies.language': 'Hukumbuka lugha uliyochagua kwa tovuti (ukiwa umeingia, lugha ya wasifu wako ndiyo hutumika).',
  'cookies.languageLife': 'Mwaka 1',
  'cookies.flash': 'Hubeba ujumbe wa mara moja, kama vile “Karibu tena!”, hadi ukurasa unaofuata, ili uonekane hata bila JavaScript.',
  'cookies.flashLife': 'Sekunde 60, huondolewa mara baada ya kuonyeshwa',
  'cookies.settings': 'Jinsi zinavyowekwa',
  'cookies.settingsBody':
    'Zote ni kuki zetu wenyewe (first-party), na tovuti nyingine haziwezi kufanya kivinjari chako kuzituma chinichini (SameSite=Lax). Zote isipokuwa kuki ya mandhari zimefichwa dhidi ya skripti (HttpOnly). Kwenye tovuti inayohudumiwa kupitia https, kila moja imewekewa alama ya Secure.',
  'cookies.choices': 'Machaguo yako',
  'cookies.choicesBody':
    'Kuki hizi zinahitajika kwa ajili ya kuingia na kwa mpangilio uliouchagua, kwa hiyo hakuna cha kujiondoa. Unaweza kuzifuta kwenye kivinjari chako wakati wowote: utatolewa kwenye akaunti na mandhari yatafuata tena kifaa chako.',
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
  'contact.title': 'Wasiliana nasi',
  'contact.description': 'Tuma ujumbe kwa timu ya {appName} kuhusu ruzuku, uthibitishaji, malipo au data yako.',
  'contact.intro': 'Una maswali kuhusu ruzuku, uthibitishaji, malipo au data yako? Tutumie ujumbe: timu yetu husoma kila ujumbe na hujibu kwa barua pepe kwenye anwani unayotoa.',
  'contact.name': 'Jina lako',
  'contact.email': 'Anwani ya barua pepe',
  'contact.topic': 'Mada',
  'contact.message': 'Ujumbe',
  'contact.nameHint': 'Kati ya herufi {min} na {max}.',
  'contact.messageHint': 'Kati ya herufi {min} na {max}.',
  'contact.send': 'Tuma ujumbe',
  'contact.sending': 'Inatuma...',
  'contact.nameMin': 'Jina lako lazima liwe na angalau herufi {min}',
  'contact.nameMax': 'Jina lako lisizidi herufi {max}',
  'contact.topicInvalid': 'Chagua mada kutoka kwenye orodha',
  'contact.messageMin': 'Ujumbe wako lazima uwe na angalau herufi {min}',
  'contact.messageMax': 'Ujumbe wako usizidi herufi {max}',
  'contact.errorSummary': 'Kuna tatizo',
  'contact.rateLimited': 'Umetuma jumbe kadhaa ndani ya muda mfupi. Tafadhali subiri saa moja kabla ya kutuma mwingine.',
  'contact.failed': 'Ujumbe wako haukuweza kutumwa. Tafadhali jaribu tena.',
  'contact.sentTitle': 'Asante: ujumbe wako umetumwa',
  'contact.sentBody': 'Timu yetu imepokea ujumbe wako na itakujibu kwa barua pepe kwenye anwani uliyotoa.',
  'contact.sendAnother': 'Tuma ujumbe mwingine',
  'contact.topic.general': 'Swali la jumla',
  'contact.topic.account': 'Akaunti yako na kuingia',
  'contact.topic.verification': 'Uthibitishaji',
  'contact.topic.payments': 'Malipo na kurejeshewa pesa',
  'contact.topic.privacy': 'Faragha na data yako',
  'contact.topic.grants': 'Ruzuku zilizoorodheshwa',
}
