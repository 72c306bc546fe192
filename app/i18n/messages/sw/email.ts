export default {
  'email.verify.subject': 'Thibitisha barua pepe yako kwa {appName}',
  'email.verify.body': 'Habari {name},\n\nKaribu {appName}. Tafadhali thibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki:\n\n{url}\n\nIkiwa hukufungua akaunti, unaweza kupuuza ujumbe huu.',
  'email.reset.subject': 'Weka upya nenosiri lako la {appName}',
  'email.reset.body':
    'Habari {name},\n\nMtu ameomba kuweka upya nenosiri la akaunti yako ya {appName}. Fungua kiungo hiki ili uchague nenosiri jipya:\n\n{url}\n\nIkiwa si wewe, unaweza kupuuza ujumbe huu; nenosiri lako halitabadilika.',
  'email.existing.subject': 'Jaribio la kujisajili kwenye {appName}',
  'email.existing.body':
    'Habari {name},\n\nMtu amejaribu kufungua akaunti ya {appName} kwa anwani hii ya barua pepe, ambayo tayari ina akaunti. Ikiwa ni wewe, ingia au weka upya nenosiri lako kupitia {url}. Ikiwa si wewe, unaweza kupuuza ujumbe huu.',
  'email.reminder.subject': '{days, plural, one {Kikumbusho: tarehe ya mwisho ya {title} ni kesho} other {Kikumbusho: tarehe ya mwisho ya {title} ni baada ya siku #}}',
  'email.reminder.body':
    'Habari {name},\n\nTarehe ya mwisho ya “{title}” kutoka kwa {funder} ni {deadline}.\n\nAngalia ruzuku: {url}\n\nIli kusitisha vikumbusho vya tarehe za mwisho, fungua: {unsubscribe}',
  'email.verificationApproved.subject': 'Shirika lako limethibitishwa ({badge})',
  'email.verificationApproved.body':
    'Habari {name},\n\nHabari njema: uthibitishaji wako wa daraja la {tier} kwenye {appName} umeidhinishwa. Sasa shirika lako linaonyesha beji ya {badge} na tarehe yake ya kuthibitishwa kwenye wasifu wake na kote kwenye {appName}.\n\n{url}',
  'email.verificationRejected.subject': 'Kuhusu ombi lako la uthibitishaji',
  'email.verificationRejected.body':
    'Habari {name},\n\nWakaguzi wetu hawakuweza kuidhinisha uthibitishaji wako wa daraja la {tier} kwenye {appName}.\n\nSababu: {reason}\n\nHadi {until} unaweza kusahihisha ombi lako na kuliwasilisha tena bila malipo, au kuomba urejeshewe ada:\n{url}\n\n{appName}',
  'email.published.subject': 'Wasilisho lako la ruzuku limechapishwa',
  'email.published.body': 'Habari {name},\n\nAsante: “{title}” sasa imechapishwa kwenye {appName}.\n\n{url}',
  'email.rejected.subject': 'Kuhusu wasilisho lako la ruzuku',
  'email.rejected.body': 'Habari {name},\n\nTimu yetu ilikagua “{title}” na haikuichapisha.\n\nSababu: {reason}\n\n{appName}',
  'email.contact.subject': 'Ujumbe mpya wa mawasiliano: {topic}',
  'email.contact.body': 'Habari {name},\n\n{sender} <{email}> ameandika kuhusu “{topic}” kwenye {appName}:\n\n{message}\n\nUjumbe wote wa mawasiliano: {url}\n\n{appName}',
  'email.savedSearch.subject': '{count, plural, one {Ruzuku # mpya kwa utafutaji wako “{name}”} other {Ruzuku # mpya kwa utafutaji wako “{name}”}}',
  'email.savedSearch.body':
    'Habari {userName},\n\n{count, plural, one {Ruzuku mpya inalingana na utafutaji wako uliohifadhiwa “{name}”:} other {Ruzuku # mpya zinalingana na utafutaji wako uliohifadhiwa “{name}”:}}\n\n{list}\n\n{more, plural, =0 {Tazama utafutaji: {url}} one {Na # zaidi: {url}} other {Na # zaidi: {url}}}\n\nSimamia utafutaji wako uliohifadhiwa: {manage}\n\nIli kusitisha barua pepe za utafutaji huu, fungua: {unsubscribe}',
  'email.matches.subject': '{count, plural, one {Ruzuku # mpya inalingana na shirika lako} other {Ruzuku # mpya zinalingana na shirika lako}}',
  'email.matches.body':
    'Habari {name},\n\n{count, plural, one {Ruzuku mpya inalingana na wasifu wa shirika lako:} other {Ruzuku # mpya zinalingana na wasifu wa shirika lako:}}\n\n{list}\n\n{more, plural, =0 {Tazama ulinganifu wako wote: {url}} one {Na # zaidi: {url}} other {Na # zaidi: {url}}}{free, select, yes {\n\nKwenye mpango wa Bure, arifa huonyesha hadi ulinganifu mpya {cap} kwa wiki. Pandisha hadi Pro uone yote.} other {}}\n\nIli kusitisha arifa za ulinganifu mpya, fungua: {unsubscribe}',
  'email.matches.item': '• {title} ({funder}) · inalingana kwa {score}%\n  {url}',
  'email.mention.subject': '{author} amekutaja: {grant}',
  'email.mention.body': 'Habari {name},\n\n{author} amekutaja kwenye maoni kuhusu ombi la “{grant}” kwenye {appName}:\n\n{comment}\n\nSoma na ujibu: {url}\n\n{appName}',
  'email.assigned.subject': 'Umekabidhiwa: {grant}',
  'email.assigned.body': 'Habari {name},\n\nTimu yako imekukabidhi ombi la “{grant}” kwenye {appName}. Vikumbusho vya tarehe yake ya mwisho sasa vitakuja kwako.\n\nLifungue: {url}\n\n{appName}',
  'email.invitation.subject': '{inviter} amekualika ujiunge na {organization} kwenye {appName}',
  'email.invitation.body':
    'Habari,\n\n{inviter} amekualika ujiunge na timu ya {organization} kwenye {appName}, kama {role}.\n\nKubali mwaliko: {url}\n\nKiungo kinafanya kazi mara moja tu na kinaisha {expires}. Kilitumwa kwa {email}: ingia, au fungua akaunti, kwa anwani hii ili kuukubali.\n\nIkiwa hukutarajia mwaliko huu, puuza barua pepe hii.\n\n{appName}',
  'email.grantChange.subject': 'Imebadilika kwenye chanzo: {title}',
  'email.grantChange.body':
    'Habari {name},\n\n“{title}”, ruzuku ambayo timu yako iliihifadhi au kuiomba, imebadilika kwenye chanzo chake:\n\n{changes}\n\nTazama ruzuku: {url}\n\nKuacha kupokea barua pepe hizi na vikumbusho vya tarehe za mwisho, fungua: {unsubscribe}',
  'email.badgeUnderReview.subject': 'Beji yako ya {badge} inakaguliwa',
  'email.badgeUnderReview.body':
    'Habari {name},\n\nBaada ya orodha za vikwazo kusasishwa, jina la shirika lako kwenye {appName} (la shirika au la mmoja wa watu uliowataja) huenda likalingana na ingizo la orodha. Mara nyingi ni watu wenye majina yanayofanana. Mkaguzi analichunguza sasa; hadi hapo ukurasa wa beji yako unasema “inakaguliwa”.\n\nHuhitaji kufanya lolote: tutakujulisha mara uamuzi utakapofanywa.\n{url}\n\n{appName}',
  'email.action.verifyEmail': 'Thibitisha barua pepe yangu',
  'email.action.resetPassword': 'Chagua nenosiri jipya',
  'email.action.signIn': 'Ingia',
  'email.action.seeGrant': 'Tazama ruzuku',
  'email.action.seeGrants': 'Tazama ruzuku hizo',
  'email.action.openApplication': 'Fungua ombi',
  'email.action.acceptInvitation': 'Kubali mwaliko',
  'email.action.seeVerification': 'Tazama uthibitisho wangu',
  'email.action.openRequest': 'Fungua ombi la mradi',
  'email.action.openEngagement': 'Fungua mkataba',
  'email.action.seeReceipt': 'Tazama risiti',
  'email.action.managePlan': 'Simamia mpango wangu',
  'email.action.readMessages': 'Soma ujumbe',
  'email.action.open': 'Fungua {appName}',
  'email.action.findExpert': 'Tafuta mtaalamu wa ruzuku',
  'email.layout.footer': 'Unapokea barua pepe hii kwa sababu una akaunti kwenye {appName}, au ulialikwa kujiunga nayo.',
}
