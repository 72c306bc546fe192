export default {
  'notifications.title': 'Arifa',
  'notifications.bell': 'Arifa ({count, plural, one {# haijasomwa} other {# hazijasomwa}})',
  'notifications.empty': 'Huna arifa zozote.',
  'notifications.markRead': 'Weka zote kama zimesomwa',
  'notifications.allRead': 'Arifa zote zimewekwa kama zimesomwa',
  'notifications.unread': 'Haijasomwa',
  'notifications.verificationApproved': 'Uthibitishaji wako wa daraja la {tier} umeidhinishwa: shirika lako sasa lina beji ya {badge}.',
  'notifications.verificationRejected': 'Uthibitishaji wako wa daraja la {tier} haukuidhinishwa. Tazama sababu na machaguo yako.',
  'notifications.submissionPublished': 'Wasilisho lako “{title}” limechapishwa.',
  'notifications.submissionRejected': 'Wasilisho lako “{title}” halikuchapishwa: {reason}',
  'notifications.reminderSent': '{days, plural, one {Kikumbusho: tarehe ya mwisho ya “{title}” ni kesho.} other {Kikumbusho: tarehe ya mwisho ya “{title}” ni baada ya siku #.}}',
  'notifications.digestSent':
    '{count, plural, one {Muhtasari wako wa kila wiki wenye ruzuku # mpya uko kwenye kikasha chako.} other {Muhtasari wako wa kila wiki wenye ruzuku # mpya uko kwenye kikasha chako.}}',
  'notifications.contactMessage': 'Ujumbe mpya kupitia fomu ya mawasiliano kutoka kwa {name} kuhusu “{topic}”.',
  'notifications.mentioned': '{name} amekutaja kwenye maoni kuhusu “{grant}”.',
  'notifications.assigned': '{name} amekukabidhi ombi la “{grant}”.',

  'notifications.badgeRevoked': 'Beji yenu ya uthibitisho wa {tier} ({badge}) imefutwa: {reason}. Wasiliana nasi ikiwa unadhani ni kosa.',
  'notifications.badgeExpirySet': 'Beji yenu ya uthibitisho wa {tier} ({badge}) sasa inaisha muda tarehe {date}.',
  'notifications.badgeExpiryCleared': 'Beji yenu ya uthibitisho wa {tier} ({badge}) haiishi muda tena.',
  'notifications.savedSearchAlert':
    '{count, plural, one {Ruzuku # mpya inalingana na utafutaji wako uliohifadhiwa “{name}”.} other {Ruzuku # mpya zinalingana na utafutaji wako uliohifadhiwa “{name}”.}}',
  'notifications.matchAlert': '{count, plural, one {Ruzuku # mpya inalingana na shirika lako.} other {Ruzuku # mpya zinalingana na shirika lako.}}',
  'notifications.removedFromTeam': 'Wewe si mwanachama wa timu ya {organization} tena. Akaunti yako sasa ina shirika lake lenyewe.',
  'notifications.memberKeysRevokedDemoted':
    '{member} hasimamii tena funguo za API za timu: {count, plural, one {ufunguo wa API alioutengeneza ({names}) umebatilishwa} other {funguo # za API alizotengeneza ({names}) zimebatilishwa}}. Tengeneza ufunguo mpya ikiwa mifumo yako bado inauhitaji.',
  'notifications.memberKeysRevoked':
    '{member} hayupo tena kwenye timu: {count, plural, one {ufunguo wa API alioutengeneza ({names}) umebatilishwa} other {funguo # za API alizotengeneza ({names}) zimebatilishwa}}. Tengeneza ufunguo mpya ikiwa mifumo yako bado inauhitaji.',
  'notifications.grantChanged': '“{title}” imebadilika kwenye chanzo chake: {fields}.',
  'notifications.badgeUnderReview':
    'Beji yako ya {badge} inakaguliwa: jina la shirika lako huenda likalingana na ingizo la orodha ya vikwazo. Mkaguzi analichunguza; hadi hapo ukurasa wa beji yako unasema “inakaguliwa”.',
  'notifications.badgeReinstated': 'Beji yako ya {badge} inatumika tena: mkaguzi amebaini kwamba ulinganifu unaowezekana haukuwa shirika lako wala watu wake.',
  'notifications.screeningMatchFound': '{count, plural, one {Ulinganifu mpya unaowezekana} other {Ulinganifu mpya # unaowezekana}} kwenye orodha za vikwazo kwa {organization}: ukague.',
}
