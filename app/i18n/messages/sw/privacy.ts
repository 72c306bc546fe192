export default {
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
}
