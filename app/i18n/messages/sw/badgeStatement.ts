export default {
  // The embeddable badge: /verify/{code}/badge.svg
  'badgeStatement.image.verified': 'Imethibitishwa: {tier}',
  'badgeStatement.image.expired': 'Beji imekwisha muda',
  'badgeStatement.image.revoked': 'Beji imefutwa',
  'badgeStatement.image.underReview': 'Beji inakaguliwa',
  'badgeStatement.image.notInForce': 'Beji haitumiki',
  'badgeStatement.image.unknown': 'Hakuna beji hii',
  'badgeStatement.image.unknownDetail': 'Msimbo huu haufungui beji yoyote',
  'badgeStatement.image.checkedBy': 'Ukaguzi wa beji na {app}',
  // The signed statement, offered on /verify/{code}
  'badgeStatement.title': 'Taarifa iliyotiwa saini',
  'badgeStatement.intro': 'Hifadhi nakala ya ukaguzi huu ambayo mtu yeyote anaweza kuithibitisha baadaye, hata bila mtandao: taarifa zilezile, zimetiwa saini kwa ufunguo wetu wa Ed25519.',
  'badgeStatement.download': 'Pakua taarifa iliyotiwa saini (.jws)',
  'badgeStatement.keys': 'Funguo zetu za umma za saini (JWKS)',
  // The embed code, on /profile/public
  'badgeStatement.embedTitle': 'Beji kwa tovuti yako',
  'badgeStatement.embedIntro':
    'Bandika msimbo huu kwenye tovuti yako. Picha inaonyesha hali ya sasa ya beji yako (imethibitishwa, imekwisha muda, imefutwa au inakaguliwa) na inaunganisha na ukurasa wake wa ukaguzi. Haiendeshi hati yoyote wala haimfuatilii mtu.',
  'badgeStatement.embedLabel': 'Msimbo wa HTML wa kunakili',
  'badgeStatement.embedPreview': 'Inachoonyesha sasa:',
  'badgeStatement.embedAlt': '{name}: ukaguzi wa beji kwenye {app}',
} as const
