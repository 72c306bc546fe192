export default {
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
}
