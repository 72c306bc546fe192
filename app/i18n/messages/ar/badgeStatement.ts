export default {
  // The embeddable badge: /verify/{code}/badge.svg
  'badgeStatement.image.verified': 'موثَّقة: {tier}',
  'badgeStatement.image.expired': 'انتهت صلاحية الشارة',
  'badgeStatement.image.revoked': 'أُلغيت الشارة',
  'badgeStatement.image.underReview': 'الشارة قيد المراجعة',
  'badgeStatement.image.notInForce': 'الشارة غير سارية',
  'badgeStatement.image.unknown': 'لا توجد شارة بهذا الرمز',
  'badgeStatement.image.unknownDetail': 'رمز التحقق هذا لا يطابق أي شارة',
  'badgeStatement.image.checkedBy': 'التحقق من الشارة عبر {app}',
  // The signed statement, offered on /verify/{code}
  'badgeStatement.title': 'إفادة موقَّعة',
  'badgeStatement.intro': 'احتفظ بنسخة من هذا التحقق يمكن لأي شخص التأكد منها لاحقًا، حتى دون اتصال بالإنترنت: المعلومات نفسها، موقَّعة بمفتاحنا Ed25519.',
  'badgeStatement.download': 'تنزيل الإفادة الموقَّعة (‎.jws)',
  'badgeStatement.keys': 'مفاتيح التوقيع العامة لدينا (JWKS)',
  // The embed code, on /profile/public
  'badgeStatement.embedTitle': 'شارة لموقعك الإلكتروني',
  'badgeStatement.embedIntro':
    'الصق هذا الرمز في موقعك الإلكتروني. تعرض الصورة الحالة الآنية لشارتك (موثَّقة أو منتهية الصلاحية أو ملغاة أو قيد المراجعة) وترتبط بصفحة التحقق منها. لا تشغّل أي برنامج نصي ولا تتتبع أحدًا.',
  'badgeStatement.embedLabel': 'رمز HTML للنسخ',
  'badgeStatement.embedPreview': 'ما تعرضه الآن:',
  'badgeStatement.embedAlt': '{name}: التحقق من الشارة على {app}',
} as const
