export default {
  'badgeCard.intro': 'Watumie wafadhili kiungo hiki au chapisha msimbo wa QR: unaonyesha daraja la beji yako, tarehe yake na kama bado inatumika.',
  'badgeCard.download': 'Pakua msimbo wa QR',
  'badgeCard.manage': 'Mipangilio ya wasifu wa umma',
  'badgeCard.title': 'Uhakiki wa beji',
  'badgeCard.qrLabel': 'Msimbo wa QR unaoelekea kwenye uhakiki wa beji yenye msimbo {code}',
}
