export default {
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
}
