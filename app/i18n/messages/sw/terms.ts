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
  'terms.whiteGlove': 'Wataalamu wa ruzuku na msaada maalum',
  'terms.whiteGloveBody':
    'Wataalamu walio kwenye saraka yetu ni wataalamu huru; mnakubaliana nao kazi na hatua zake, na kila hatua hulipwa kwenye escrow kabla haijaanza. Msaada maalum ni tofauti: timu yetu inateua mtaalamu kwa ombi lako, hulipi chochote mwanzoni, na ruzuku ikitolewa, {appName} inalitoza shirika lako ada ya jukwaa ya {percent}% ya kiasi kilichotolewa, mara moja tu. Ada hiyo ni ya {appName}, si ya mtaalamu: ilipe kutoka kwa fedha zako zisizo na masharti, kamwe si kutoka kwa bajeti ya ruzuku. {appName} inamlipa mtaalamu ada maalum iliyokubaliwa naye kabla kazi haijaanza, vyovyote matokeo yatakavyokuwa, na kamwe si sehemu ya ruzuku yako, kama kanuni za maadili za Grant Professionals Association zinavyotaka.',
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
}
