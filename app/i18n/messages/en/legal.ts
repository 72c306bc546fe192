export default {
  'terms.title': 'Terms of Service',
  'terms.description': 'The terms that apply when you use {appName}, its accounts, verification and plans.',
  'terms.intro': 'These terms apply when you use {appName}: the website, your account and anything you pay for on it. By creating an account you agree to them.',
  'terms.service': 'The service',
  'terms.serviceBody':
    '{appName} lists grant opportunities, lets organizations save grants and track their applications, reviews organizations for a verification badge in four paid tiers, and sells yearly plans. Grant listings come from funders’ public information and from members’ submissions that our team reviews before publishing. We check them, but the funder’s own page is what counts, and we do not decide who receives a grant.',
  'terms.account': 'Your account',
  'terms.accountBody':
    'Give your real name and an email address you control: we confirm the address before you can sign in. Keep your password to yourself; you are responsible for what is done with your account. An account is for one person.',
  'terms.use': 'Acceptable use',
  'terms.useBody':
    'Do not give false information about your organization or a grant, upload documents you have no right to share, try to reach other members’ data, or flood the site: some forms can only be sent a few times in a short period. Our reviewers refuse grant submissions and verification applications that break these rules.',
  'terms.verification': 'Verification',
  'terms.verificationBody':
    'Verification is a one-time review of your organization for the tier you choose, for the fee shown on Get Verified ({range}). Our reviewers check what you send in three layers and approve it or reject it with a reason. An approved tier gives your organization its badge; it does not promise any funding.',
  'terms.plans': 'Plans and payments',
  'terms.plansBody':
    'A paid plan is bought for one year at a time ({pro} a year for Pro, {premium} a year for Premium). It is not charged again automatically: when the year ends your organization is on Free unless you buy another year. Prices are in US dollars and are set by our server from our price list. Payments are taken by our payment provider; we never see or keep your card or mobile-money details.',
  'terms.refunds': 'Refunds',
  'terms.refundsBody': 'When a payment can be refunded, and how, is set out in our Refund Policy.',
  'terms.content': 'Your content',
  'terms.contentBody':
    'What you put on {appName} remains yours. You allow us to store it and to show it to the people this site shows it to: your organization’s profile and applications to your organization and our team, a grant you submit to everyone once it is published, and verification documents only to your organization and our reviewers.',
  'terms.changes': 'Availability and changes',
  'terms.changesBody':
    'We work to keep {appName} running and its listings accurate, but we cannot promise that it is never unavailable or free of mistakes. We may change these terms; the version on this page is the one that applies.',
  'terms.questions': 'Questions',
  'terms.questionsBody': 'Questions about these terms are welcome through our contact form.',
  'privacy.title': 'Privacy Policy',
  'privacy.description': 'What {appName} stores about you, for how long, who can see it, and how to delete your account.',
  'privacy.intro': 'This policy says what {appName} stores about you, why, for how long and who can see it. We do not sell your data, and we use no advertising or tracking cookies.',
  'privacy.stored': 'What we store',
  'privacy.storedAccount':
    'Your account: your name, your email address and whether you confirmed it, a hash of your password (never the password itself) or the link to your Google account, and your signed-in sessions with the browser and network address each came from.',
  'privacy.storedOrganization':
    'Your organization’s profile: its name, sector, country, mission, program areas, website and registration number, its plan, and your preferences (language, theme and which emails you want).',
  'privacy.storedActivity': 'What you do here: the grants you save, the applications you track with their notes and amounts, the grant opportunities you submit, and your notifications.',
  'privacy.storedVerification':
    'Verification applications: what you enter in the application (registration details, address, mission, leadership, declaration and signature), the documents you upload, and our reviewers’ checks, notes and decision.',
  'privacy.storedPayments':
    'Payments: what was bought, the amount, its status, the payment provider’s reference for the payment, and when it was refunded. Card and mobile-money details go to the provider only.',
  'privacy.storedEmails':
    'Emails: we send you address confirmations, password resets, review outcomes and, if you want them, deadline reminders and a weekly digest. Messages you send us through the contact form are stored with the name and address you give.',
  'privacy.storedSecurity': 'Security records: counts of recent attempts from each network address, to stop password guessing and spam, and a log of the actions our administrators take.',
  'privacy.why': 'Why we store it',
  'privacy.whyBody':
    'Only to run the service: to sign you in, show you grants and your own records, review verification applications, take payments and send the emails you asked for. You can turn reminders and the digest off in Profile Settings or with the link in each of those emails.',
  'privacy.retention': 'How long we keep it',
  'privacy.retentionAccount': 'Your account, profile, activity, verification applications and documents: as long as your account exists.',
  'privacy.retentionSessions': 'A signed-in session: until you sign out, or 7 days after you last used the site.',
  'privacy.retentionLinks': 'Links to confirm your email address: 24 hours. Password reset links: 1 hour.',
  'privacy.retentionSecurity': 'Counts of attempts per network address: about a day.',
  'privacy.retentionPayments': 'Payment records: kept after an account is deleted, because they record money taken and refunded; they are then no longer linked to you.',
  'privacy.retentionContact': 'Contact messages: kept so we can answer and follow up; once your account is deleted they are no longer linked to it.',
  'privacy.documents': 'Who sees verification documents',
  'privacy.documentsBody':
    'Documents you upload for verification are kept in private storage and are never public. Only signed-in members of your own organization and our reviewers (administrators) can open them, and every download is checked on the server. Funders, other members and visitors never see your documents: what they see of your verification is your organization’s badge.',
  'privacy.others': 'Who else sees your data',
  'privacy.othersBody':
    'Our administrators, to review verifications and grant submissions and to answer you. The payment provider handles your payment, and our email provider delivers our emails. Nobody else: we do not sell or share your data for advertising.',
  'privacy.delete': 'Deleting your account',
  'privacy.deleteHow':
    'There is no delete button in Profile Settings yet. To delete your account, send us a message through the contact form with the topic “Privacy and your data”, from the email address of your account. We delete the account and confirm by email.',
  'privacy.deleteWhat':
    'Deleting an account removes your sign-in, sessions, profile and preferences, saved grants, tracked applications, grant submissions, notifications and pending emails. If you are the only member of your organization, its profile, verification applications and uploaded documents are deleted too. Payment records and the log of administrators’ actions are kept without your name, and grants already published from your submissions stay published.',
  'privacy.rights': 'Seeing and correcting your data',
  'privacy.rightsBody': 'You can see and correct your profile in Profile Settings at any time. For anything else about your data, write to us through the contact form.',
  'privacy.cookies': 'Cookies',
  'privacy.cookiesBody': 'The few cookies we set, and why, are listed in our Cookie Policy.',
  'cookies.title': 'Cookie Policy',
  'cookies.description': 'The cookies {appName} sets, what each is for and how long it lasts.',
  'cookies.intro': '{appName} sets only the cookies it needs to work. There are no advertising, analytics or tracking cookies, and no other site sets cookies through ours.',
  'cookies.list': 'The cookies we set',
  'cookies.session': 'Keeps you signed in. Set when you sign in and removed when you sign out. On a site served over https its name starts with {prefix}.',
  'cookies.sessionLife': '7 days after you last used the site',
  'cookies.state': 'Protects “Continue with Google” against forged sign-ins. Only set when you sign in with Google.',
  'cookies.stateLife': '5 minutes',
  'cookies.theme': 'Remembers whether you chose the light, dark or system theme.',
  'cookies.themeLife': '1 year',
  'cookies.language': 'Remembers the language you chose for the site (if you are signed in, your profile’s language is used).',
  'cookies.languageLife': '1 year',
  'cookies.flash': 'Carries a one-off message, such as “Welcome back!”, to the next page, so it shows even without JavaScript.',
  'cookies.flashLife': '60 seconds, removed once shown',
  'cookies.settings': 'How they are set',
  'cookies.settingsBody':
    'All of them are our own (first-party) cookies, and other sites cannot make your browser send them in the background (SameSite=Lax). All but the theme cookie are hidden from scripts (HttpOnly). On a site served over https every one of them is marked Secure.',
  'cookies.choices': 'Your choices',
  'cookies.choicesBody':
    'These cookies are needed for signing in and for the setting you chose, so there is nothing to opt out of. You can delete them in your browser at any time: you will then be signed out and the theme follows your device again.',
  'refunds.title': 'Refund Policy',
  'refunds.description': 'When payments on {appName} are refunded: the 30-day rule for rejected verification applications, plans and double payments.',
  'refunds.intro': 'This policy says when you get your money back for a payment on {appName}. It is the rule the site itself applies.',
  'refunds.verification': 'Verification fees',
  'refunds.verificationBody':
    'A verification fee ({range}) pays for the review of your application. You pay it at the last step of the application, before you submit it. Once the application is approved the fee is not refunded: the review has been done. While an application is being reviewed it cannot be refunded.',
  'refunds.rejected': 'If your application is rejected: the {days}-day rule',
  'refunds.rejectedBody':
    'Our reviewers tell you why, by email and in a notification. For {days} days from the moment of the decision you can choose one of two things on your application’s page: correct it and resubmit it free of charge, with your payment still counting, or ask for a refund of the fee. After {days} days neither is possible.',
  'refunds.rejectedRefund':
    'A refund goes back through the payment provider you paid with, to the way you paid. It is recorded on your application only once the provider has accepted it; if the provider refuses, nothing changes and you can try again within the {days} days.',
  'refunds.rejectedAgain': 'A resubmitted application is reviewed again. If it is rejected again, a new {days} days start from that decision.',
  'refunds.plans': 'Plans',
  'refunds.plansBody':
    'Pro ({pro} a year) and Premium ({premium} a year) are bought for one year and are not refunded once paid. They are never charged again automatically, so you do not pay for a year you did not choose to buy.',
  'refunds.twice': 'Paid twice by mistake',
  'refunds.twiceBody':
    'If the same thing is paid for twice (a double tap, two open tabs), the second payment is refunded automatically, without you asking. If the payment provider refuses that refund we try again every 15 minutes, and after five tries our team settles it by hand.',
  'refunds.questions': 'Questions',
  'refunds.questionsBody': 'If you think a payment was taken in error, tell us through the contact form with the topic “Payments and refunds”.',
  'help.title': 'Help Center',
  'help.description': 'How search, verification, plans and payments work on {appName}.',
  'help.intro': 'How {appName} works, in short. If your question is not answered here, contact us.',
  'help.search': 'Finding grants',
  'help.searchBody':
    'Discover Grants lists open grants. Type words to search titles, funders, sectors and descriptions; small spelling mistakes are corrected for you. Narrow the list by sector, region, country or funder, and sort by newest or by deadline. Your search is kept in the page address, so you can bookmark or share it. Searching is free and never limited.',
  'help.searchSave':
    'Once signed in you can save grants ({saves} a day before your organization is verified, more with higher tiers) and track your application for each on your dashboard, which lists deadlines in the next {days} days. Reminders are emailed 14, 7 and 1 days before a deadline.',
  'help.verification': 'Getting verified',
  'help.verificationBody':
    'Choose a tier on Get Verified: {tiers}. Fill in the application: 4 steps for Basic, 6 for the other tiers, which also ask for your leadership and documents. Pay the one-time fee at the last step and submit.',
  'help.tierEntry': '{tier} ({fee}, {badge})',
  'help.verificationReview':
    'Reviewers check it in three layers: automated digital checks, an on-the-ground check and independent cross-validation. You receive the decision by email and as a notification. When it is approved your organization carries the tier’s badge; when it is rejected you are told why and have 30 days to resubmit free or ask for a refund.',
  'help.plans': 'Plans',
  'help.plansBody':
    'Every organization starts on Free. Pro ({pro} a year) and Premium ({premium} a year) are chosen on Pricing, which lists what each includes today. A paid plan lasts one year from payment and is not charged again automatically; your dashboard shows when it ends.',
  'help.payments': 'Payments',
  'help.paymentsBody':
    'When you pay, you go to our payment provider’s checkout page and come back to {appName}. A payment counts once the provider confirms it to us directly, usually within seconds; until then your dashboard says the payment is being confirmed. Prices are in US dollars. If you pay twice for the same thing, the second payment is refunded automatically.',
  'help.account': 'Your account',
  'help.accountBody':
    'Sign up with your name, your email address and a password of at least {min} characters, then confirm the address from the email we send. Forgot your password? Use “Forgot your password?” on the sign-in page. Change your organization’s details, password, language, theme and emails in Profile Settings.',
  'help.linkDiscover': 'Discover Grants',
  'help.linkGetVerified': 'Get Verified',
  'help.linkPricing': 'Pricing',
  'help.linkRefunds': 'Refund Policy',
  'help.linkProfile': 'Profile Settings',
  'help.linkSignUp': 'Create an account',
  'help.more': 'Still have a question?',
  'contact.title': 'Contact us',
  'contact.description': 'Send the {appName} team a message about grants, verification, payments or your data.',
  'contact.intro': 'Questions about grants, verification, payments or your data? Send us a message: our team reads every one and replies by email to the address you give.',
  'contact.name': 'Your name',
  'contact.email': 'Email address',
  'contact.topic': 'Topic',
  'contact.message': 'Message',
  'contact.nameHint': 'Between {min} and {max} characters.',
  'contact.messageHint': 'Between {min} and {max} characters.',
  'contact.send': 'Send message',
  'contact.sending': 'Sending...',
  'contact.nameMin': 'Your name must be at least {min} characters',
  'contact.nameMax': 'Your name must be at most {max} characters',
  'contact.topicInvalid': 'Choose a topic from the list',
  'contact.messageMin': 'Your message must be at least {min} characters',
  'contact.messageMax': 'Your message must be at most {max} characters',
  'contact.errorSummary': 'There is a problem',
  'contact.rateLimited': 'You have sent several messages in a short time. Please wait an hour before sending another.',
  'contact.failed': 'Your message could not be sent. Please try again.',
  'contact.sentTitle': 'Thank you: your message has been sent',
  'contact.sentBody': 'Our team has your message and will reply by email to the address you gave.',
  'contact.sendAnother': 'Send another message',
  'contact.topic.general': 'General question',
  'contact.topic.account': 'Your account and signing in',
  'contact.topic.verification': 'Verification',
  'contact.topic.payments': 'Payments and refunds',
  'contact.topic.privacy': 'Privacy and your data',
  'contact.topic.grants': 'Grant listings',
}
