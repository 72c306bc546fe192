export default {
  'email.verify.subject': 'أكّد بريدك الإلكتروني على {appName}',
  'email.verify.body': 'مرحبًا {name}،\n\nأهلًا بك في {appName}. يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n\n{url}\n\nإذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
  'email.reset.subject': 'إعادة تعيين كلمة المرور على {appName}',
  'email.reset.body':
    'مرحبًا {name}،\n\nطلب أحدهم إعادة تعيين كلمة المرور لحسابك على {appName}. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n\n{url}\n\nإذا لم تكن أنت من طلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
  'email.existing.subject': 'محاولة إنشاء حساب على {appName}',
  'email.existing.body':
    'مرحبًا {name}،\n\nحاول أحدهم إنشاء حساب على {appName} بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. إذا كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور من {url}. وإن لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
  'email.reminder.subject':
    '{days, plural, zero {تذكير: الموعد النهائي لـ«{title}» اليوم} one {تذكير: الموعد النهائي لـ«{title}» غدًا} two {تذكير: الموعد النهائي لـ«{title}» بعد يومين} few {تذكير: الموعد النهائي لـ«{title}» بعد # أيام} many {تذكير: الموعد النهائي لـ«{title}» بعد # يومًا} other {تذكير: الموعد النهائي لـ«{title}» بعد # يوم}}',
  'email.reminder.body': 'مرحبًا {name}،\n\nالموعد النهائي لمنحة «{title}» من {funder} هو {deadline}.\n\nلعرض المنحة: {url}\n\nلإيقاف التذكير بالمواعيد النهائية، افتح: {unsubscribe}',
  'email.verificationApproved.subject': 'منظمتك موثَّقة (الشارة {badge})',
  'email.verificationApproved.body':
    'مرحبًا {name}،\n\nيسعدنا إبلاغك بأن توثيقك للمستوى {tier} على {appName} قد تمت الموافقة عليه. تعرض منظمتك الآن الشارة {badge} وتاريخ توثيقها في ملفها وفي جميع أنحاء {appName}.\n\n{url}',
  'email.verificationRejected.subject': 'بشأن طلب التوثيق الخاص بك',
  'email.verificationRejected.body':
    'مرحبًا {name}،\n\nتعذّر على مراجعينا الموافقة على توثيقك للمستوى {tier} على {appName}.\n\nالسبب: {reason}\n\nحتى {until} يمكنك تصحيح طلبك وإعادة تقديمه دون أي تكلفة، أو طلب استرداد الرسوم:\n{url}\n\n{appName}',
  'email.published.subject': 'نُشر اقتراحك للمنحة',
  'email.published.body': 'مرحبًا {name}،\n\nشكرًا لك: «{title}» منشورة الآن على {appName}.\n\n{url}',
  'email.rejected.subject': 'بشأن اقتراحك للمنحة',
  'email.rejected.body': 'مرحبًا {name}،\n\nراجع فريقنا «{title}» ولم ينشرها.\n\nالسبب: {reason}\n\n{appName}',
  'email.contact.subject': 'رسالة تواصل جديدة: {topic}',
  'email.contact.body': 'مرحبًا {name}،\n\nكتب {sender} <{email}> بشأن «{topic}» على {appName}:\n\n{message}\n\nجميع رسائل التواصل: {url}\n\n{appName}',
  'email.savedSearch.subject':
    '{count, plural, zero {لا منح جديدة لبحثك «{name}»} one {منحة جديدة واحدة لبحثك «{name}»} two {منحتان جديدتان لبحثك «{name}»} few {# منح جديدة لبحثك «{name}»} many {# منحة جديدة لبحثك «{name}»} other {# منحة جديدة لبحثك «{name}»}}',
  'email.savedSearch.body':
    'مرحبًا {userName}،\n\n{count, plural, zero {لا منح جديدة تطابق بحثك المحفوظ «{name}».} one {منحة جديدة تطابق بحثك المحفوظ «{name}»:} two {منحتان جديدتان تطابقان بحثك المحفوظ «{name}»:} few {# منح جديدة تطابق بحثك المحفوظ «{name}»:} many {# منحة جديدة تطابق بحثك المحفوظ «{name}»:} other {# منحة جديدة تطابق بحثك المحفوظ «{name}»:}}\n\n{list}\n\n{more, plural, =0 {لعرض البحث: {url}} one {ومنحة أخرى: {url}} two {ومنحتان أخريان: {url}} few {و# منح أخرى: {url}} many {و# منحة أخرى: {url}} other {و# منحة أخرى: {url}}}\n\nلإدارة عمليات البحث المحفوظة: {manage}\n\nلإيقاف رسائل هذا البحث، افتح: {unsubscribe}',
  'email.matches.subject':
    '{count, plural, zero {لا منح جديدة تطابق منظمتك} one {منحة جديدة واحدة تطابق منظمتك} two {منحتان جديدتان تطابقان منظمتك} few {# منح جديدة تطابق منظمتك} many {# منحة جديدة تطابق منظمتك} other {# منحة جديدة تطابق منظمتك}}',
  'email.matches.body':
    'مرحبًا {name}،\n\n{count, plural, zero {لا منح جديدة تطابق ملف منظمتك.} one {منحة جديدة تطابق ملف منظمتك:} two {منحتان جديدتان تطابقان ملف منظمتك:} few {# منح جديدة تطابق ملف منظمتك:} many {# منحة جديدة تطابق ملف منظمتك:} other {# منحة جديدة تطابق ملف منظمتك:}}\n\n{list}\n\n{more, plural, =0 {لعرض كل المنح المطابقة: {url}} one {ومنحة أخرى: {url}} two {ومنحتان أخريان: {url}} few {و# منح أخرى: {url}} many {و# منحة أخرى: {url}} other {و# منحة أخرى: {url}}}{free, select, yes {\n\nفي الخطة المجانية تعرض التنبيهات ما يصل إلى {cap} منح مطابقة جديدة أسبوعيًا. رقِّ خطتك إلى Pro لترى كل المنح المطابقة.} other {}}\n\nلإيقاف تنبيهات المنح المطابقة الجديدة، افتح: {unsubscribe}',
  'email.matches.item': '• {title} ({funder}) · تطابق بنسبة {score}٪\n  {url}',
  'email.mention.subject': 'أشار إليك {author}: {grant}',
  'email.mention.body': 'مرحبًا {name}،\n\nأشار إليك {author} في تعليق على طلب «{grant}» على {appName}:\n\n{comment}\n\nاقرأه وردّ عليه: {url}\n\n{appName}',
  'email.assigned.subject': 'أُسند إليك: {grant}',
  'email.assigned.body': 'مرحبًا {name}،\n\nأسند إليك فريقك طلب «{grant}» على {appName}. ستصلك من الآن تذكيرات مواعيده النهائية.\n\nافتحه: {url}\n\n{appName}',
  'email.invitation.subject': 'دعاك {inviter} للانضمام إلى {organization} على {appName}',
  'email.invitation.body':
    'مرحبًا،\n\nدعاك {inviter} للانضمام إلى فريق {organization} على {appName}، بدور: {role}.\n\nاقبل الدعوة: {url}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته في {expires}. أُرسل إلى {email}: سجّل الدخول، أو أنشئ حسابًا، بهذا العنوان لقبولها.\n\nإن لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.\n\n{appName}',
  'email.grantChange.subject': 'تغيّرت في مصدرها: {title}',
  'email.grantChange.body':
    'مرحبًا {name}،\n\n«{title}»، منحة حفظها فريقك أو تقدّم إليها، تغيّرت في مصدرها:\n\n{changes}\n\nاطّلع على المنحة: {url}\n\nلإيقاف هذه الرسائل وتذكيرات المواعيد النهائية، افتح: {unsubscribe}',
  'email.badgeUnderReview.subject': 'شارتك {badge} قيد المراجعة',
  'email.badgeUnderReview.body':
    'مرحبًا {name}،\n\nبعد تحديث قوائم العقوبات، قد يطابق اسمٌ من أسماء منظمتك على {appName} (اسم المنظمة أو أحد الأشخاص الذين ذكرتهم) قيدًا في إحدى القوائم. وغالبًا ما يكون ذلك تشابهًا في الأسماء. يتحقق أحد المراجعين من ذلك الآن؛ وحتى ذلك الحين تشير صفحة شارتك إلى أنها «قيد المراجعة».\n\nلا يلزمك فعل شيء: سنبلغك فور البتّ في الأمر.\n{url}\n\n{appName}',
  'email.action.verifyEmail': 'تأكيد بريدي الإلكتروني',
  'email.action.resetPassword': 'اختيار كلمة مرور جديدة',
  'email.action.signIn': 'تسجيل الدخول',
  'email.action.seeGrant': 'عرض المنحة',
  'email.action.seeGrants': 'عرض المنح',
  'email.action.openApplication': 'فتح الطلب',
  'email.action.acceptInvitation': 'قبول الدعوة',
  'email.action.seeVerification': 'عرض التحقق الخاص بي',
  'email.action.openRequest': 'فتح طلب المشروع',
  'email.action.openEngagement': 'فتح التعاقد',
  'email.action.seeReceipt': 'عرض الإيصال',
  'email.action.managePlan': 'إدارة اشتراكي',
  'email.action.readMessages': 'قراءة الرسائل',
  'email.action.open': 'فتح {appName}',
  'email.action.findExpert': 'ابحث عن خبير منح',
  'email.layout.footer': 'تصلك هذه الرسالة لأن لديك حسابًا على {appName}، أو لأنك دُعيت إلى حساب عليه.',
}
