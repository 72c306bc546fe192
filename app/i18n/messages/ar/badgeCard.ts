export default {
  'badgeCard.intro': 'أرسل هذا الرابط إلى المانحين أو اطبع رمز QR: يبيّن مستوى شارتك وتاريخها وهل هي سارية.',
  'badgeCard.download': 'نزّل رمز QR',
  'badgeCard.manage': 'إعدادات الملف العام',
  'badgeCard.title': 'التحقق من الشارة',
  'badgeCard.qrLabel': 'رمز QR يقود إلى التحقق من الشارة ذات الرمز {code}',
}
