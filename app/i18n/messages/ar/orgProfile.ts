export default {
  // The public profile: /org/{slug}
  'orgProfile.country': 'البلد',
  'orgProfile.sector': 'القطاع',
  'orgProfile.sectors': 'القطاعات',
  'orgProfile.website': 'الموقع الإلكتروني',
  'orgProfile.newTab': '(يُفتح في تبويب جديد)',
  'orgProfile.mission': 'الرسالة',
  'orgProfile.programAreas': 'مجالات البرامج',
  'orgProfile.verification': 'التوثيق',
  'orgProfile.verifiedAt': 'موثَّقة بمستوى {tier} في {date}.',
  'orgProfile.expires': 'الشارة سارية حتى {date}.',
  'orgProfile.checkBadge': 'تحقّق من هذه الشارة',
  'orgProfile.notVerified': 'ليست لهذه المنظمة شارة توثيق سارية.',
  'orgProfile.poweredBy': 'ملف عام تقدّمه منصة {appName}. تختار المنظمة ما تعرضه هنا.',
  'orgProfile.logoAlt': 'شعار {name}',
  'orgProfile.qrLabel': 'رمز QR يقود إلى التحقق من الشارة ذات الرمز {code}',
  'orgProfile.qrCaption': 'امسح الرمز للتحقق من هذه الشارة، أو افتح:',
}
