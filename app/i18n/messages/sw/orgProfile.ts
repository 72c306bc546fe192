export default {
  // The public profile: /org/{slug}
  'orgProfile.country': 'Nchi',
  'orgProfile.sector': 'Sekta',
  'orgProfile.sectors': 'Sekta',
  'orgProfile.website': 'Tovuti',
  'orgProfile.newTab': '(hufunguka kwenye kichupo kipya)',
  'orgProfile.mission': 'Dhamira',
  'orgProfile.programAreas': 'Maeneo ya programu',
  'orgProfile.verification': 'Uthibitisho',
  'orgProfile.verifiedAt': 'Imethibitishwa katika daraja la {tier} tarehe {date}.',
  'orgProfile.expires': 'Beji inatumika hadi {date}.',
  'orgProfile.checkBadge': 'Hakiki beji hii',
  'orgProfile.notVerified': 'Shirika hili halina beji ya uthibitisho inayotumika.',
  'orgProfile.poweredBy': 'Wasifu wa umma unaoendeshwa na {appName}. Shirika huchagua kinachoonyeshwa hapa.',
  'orgProfile.logoAlt': 'Nembo ya {name}',
  'orgProfile.qrLabel': 'Msimbo wa QR unaoelekea kwenye uhakiki wa beji yenye msimbo {code}',
  'orgProfile.qrCaption': 'Changanua ili kuhakiki beji hii, au fungua:',
}
