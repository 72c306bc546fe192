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
  'terms.whiteGlove': 'Grant experts and white-glove help',
  'terms.whiteGloveBody':
    'Grant experts in our directory are independent professionals; you agree the work and its milestones with them, and each milestone is paid into escrow before it starts. White-glove help is different: our team assigns an expert to your application, you pay nothing at the start, and if the grant is awarded {appName} charges your organization a platform fee of {percent}% of the amount awarded, invoiced once. The fee is {appName}’s, not the expert’s: pay it from your unrestricted funds, never from the grant’s budget. {appName} pays the expert a fixed fee agreed with them before the work starts, whatever the outcome, and never a share of your grant, as the Grant Professionals Association’s code of ethics requires.',
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
}
