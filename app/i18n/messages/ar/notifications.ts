export default {
  'notifications.title': 'الإشعارات',
  'notifications.bell':
    'الإشعارات ({count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}})',
  'notifications.empty': 'ليست لديك إشعارات.',
  'notifications.markRead': 'تعليم الكل كمقروء',
  'notifications.allRead': 'عُلّمت جميع الإشعارات كمقروءة',
  'notifications.unread': 'غير مقروء',
  'notifications.verificationApproved': 'تمت الموافقة على توثيقك للمستوى {tier}: أصبحت منظمتك تحمل الشارة {badge}.',
  'notifications.verificationRejected': 'لم تتم الموافقة على توثيقك للمستوى {tier}. اطّلع على السبب والخيارات المتاحة لك.',
  'notifications.submissionPublished': 'نُشر اقتراحك «{title}».',
  'notifications.submissionRejected': 'لم يُنشر اقتراحك «{title}»: {reason}',
  'notifications.reminderSent':
    '{days, plural, zero {تذكير: الموعد النهائي لـ«{title}» اليوم.} one {تذكير: الموعد النهائي لـ«{title}» غدًا.} two {تذكير: الموعد النهائي لـ«{title}» بعد يومين.} few {تذكير: الموعد النهائي لـ«{title}» بعد # أيام.} many {تذكير: الموعد النهائي لـ«{title}» بعد # يومًا.} other {تذكير: الموعد النهائي لـ«{title}» بعد # يوم.}}',
  'notifications.digestSent':
    '{count, plural, zero {وصل إلى بريدك ملخصك الأسبوعي: لا منح جديدة هذا الأسبوع.} one {وصل إلى بريدك ملخصك الأسبوعي عن منحة جديدة واحدة.} two {وصل إلى بريدك ملخصك الأسبوعي عن منحتين جديدتين.} few {وصل إلى بريدك ملخصك الأسبوعي عن # منح جديدة.} many {وصل إلى بريدك ملخصك الأسبوعي عن # منحة جديدة.} other {وصل إلى بريدك ملخصك الأسبوعي عن # منحة جديدة.}}',
  'notifications.contactMessage': 'رسالة تواصل جديدة من {name} بشأن «{topic}».',
  'notifications.mentioned': 'أشار إليك {name} في تعليق على «{grant}».',
  'notifications.assigned': 'أسند إليك {name} طلب «{grant}».',

  'notifications.badgeRevoked': 'سُحبت شارة التوثيق {tier} ({badge}) الخاصة بكم: {reason}. تواصلوا معنا إن رأيتم أن في الأمر خطأ.',
  'notifications.badgeExpirySet': 'تنتهي صلاحية شارة التوثيق {tier} ({badge}) الخاصة بكم الآن في {date}.',
  'notifications.badgeExpiryCleared': 'لم تعد لشارة التوثيق {tier} ({badge}) الخاصة بكم مدة صلاحية.',
  'notifications.savedSearchAlert':
    '{count, plural, zero {لا منح جديدة تطابق بحثك المحفوظ «{name}».} one {منحة جديدة واحدة تطابق بحثك المحفوظ «{name}».} two {منحتان جديدتان تطابقان بحثك المحفوظ «{name}».} few {# منح جديدة تطابق بحثك المحفوظ «{name}».} many {# منحة جديدة تطابق بحثك المحفوظ «{name}».} other {# منحة جديدة تطابق بحثك المحفوظ «{name}».}}',
  'notifications.matchAlert':
    '{count, plural, zero {لا منح جديدة تطابق منظمتك.} one {منحة جديدة واحدة تطابق منظمتك.} two {منحتان جديدتان تطابقان منظمتك.} few {# منح جديدة تطابق منظمتك.} many {# منحة جديدة تطابق منظمتك.} other {# منحة جديدة تطابق منظمتك.}}',
  'notifications.removedFromTeam': 'لم تعد عضوًا في فريق {organization}. أصبح لحسابك الآن منظمة خاصة به.',
  'notifications.memberKeysRevokedDemoted':
    'لم يعد {member} يدير مفاتيح API الخاصة بالفريق: {count, plural, zero {لم يُلغَ أي مفتاح} one {أُلغي مفتاح API الذي أنشأه ({names})} two {أُلغي مفتاحا API اللذان أنشأهما ({names})} few {أُلغيت # مفاتيح API التي أنشأها ({names})} many {أُلغي # مفتاحًا من مفاتيح API التي أنشأها ({names})} other {أُلغي # مفتاح API أنشأها ({names})}}. أنشئ مفتاحًا جديدًا إذا كانت أنظمتك لا تزال تحتاج إليه.',
  'notifications.memberKeysRevoked':
    'لم يعد {member} عضوًا في الفريق: {count, plural, zero {لم يُلغَ أي مفتاح} one {أُلغي مفتاح API الذي أنشأه ({names})} two {أُلغي مفتاحا API اللذان أنشأهما ({names})} few {أُلغيت # مفاتيح API التي أنشأها ({names})} many {أُلغي # مفتاحًا من مفاتيح API التي أنشأها ({names})} other {أُلغي # مفتاح API أنشأها ({names})}}. أنشئ مفتاحًا جديدًا إذا كانت أنظمتك لا تزال تحتاج إليه.',
  'notifications.grantChanged': '«{title}» تغيّرت في مصدرها: {fields}.',
  'notifications.badgeUnderReview':
    'شارتك {badge} قيد المراجعة: قد يطابق اسمٌ من أسماء منظمتك قيدًا في إحدى قوائم العقوبات. يتحقق أحد المراجعين من ذلك؛ وحتى ذلك الحين تشير صفحة شارتك إلى أنها «قيد المراجعة».',
  'notifications.badgeReinstated': 'شارتك {badge} سارية من جديد: تبيّن للمراجع أن التطابق المحتمل لا يخص منظمتك ولا أشخاصها.',
  'notifications.screeningMatchFound': '{count, plural, one {تطابق محتمل جديد} other {# تطابقات محتملة جديدة}} في قوائم العقوبات لـ {organization}: يرجى المراجعة.',
}
