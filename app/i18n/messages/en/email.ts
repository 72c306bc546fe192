export default {
  'email.verify.subject': 'Verify your email for {appName}',
  'email.verify.body': 'Hello {name},\n\nWelcome to {appName}. Please confirm your email address by opening this link:\n\n{url}\n\nIf you did not create an account, you can ignore this message.',
  'email.reset.subject': 'Reset your {appName} password',
  'email.reset.body':
    'Hello {name},\n\nSomeone asked to reset the password for your {appName} account. Open this link to choose a new password:\n\n{url}\n\nIf it was not you, you can ignore this message; your password stays the same.',
  'email.existing.subject': 'Sign-up attempt on {appName}',
  'email.existing.body':
    'Hello {name},\n\nSomeone tried to create a {appName} account with this email address, which already has an account. If it was you, sign in or reset your password at {url}. If not, you can ignore this message.',
  'email.reminder.subject': '{days, plural, one {Reminder: {title} is due tomorrow} other {Reminder: {title} is due in # days}}',
  'email.reminder.body': 'Hello {name},\n\n“{title}” from {funder} is due on {deadline}.\n\nSee the grant: {url}\n\nTo stop deadline reminders, open: {unsubscribe}',
  'email.verificationApproved.subject': 'Your organization is verified ({badge})',
  'email.verificationApproved.body':
    'Hello {name},\n\nGood news: your {tier} verification on {appName} was approved. Your organization now shows the {badge} badge and its verified date on its profile and across {appName}.\n\n{url}',
  'email.verificationRejected.subject': 'About your verification application',
  'email.verificationRejected.body':
    'Hello {name},\n\nOur reviewers could not approve your {tier} verification on {appName}.\n\nReason: {reason}\n\nUntil {until} you can correct your application and resubmit it at no cost, or ask for a refund of the fee:\n{url}\n\n{appName}',
  'email.published.subject': 'Your grant submission was published',
  'email.published.body': 'Hello {name},\n\nThank you: “{title}” is now published on {appName}.\n\n{url}',
  'email.rejected.subject': 'About your grant submission',
  'email.rejected.body': 'Hello {name},\n\nOur team reviewed “{title}” and did not publish it.\n\nReason: {reason}\n\n{appName}',
  'email.contact.subject': 'New contact message: {topic}',
  'email.contact.body': 'Hello {name},\n\n{sender} <{email}> wrote about “{topic}” on {appName}:\n\n{message}\n\nAll contact messages: {url}\n\n{appName}',
  'email.savedSearch.subject': '{count, plural, one {# new grant for your search “{name}”} other {# new grants for your search “{name}”}}',
  'email.savedSearch.body':
    'Hello {userName},\n\n{count, plural, one {A new grant matches your saved search “{name}”:} other {# new grants match your saved search “{name}”:}}\n\n{list}\n\n{more, plural, =0 {See the search: {url}} other {And # more: {url}}}\n\nManage your saved searches: {manage}\n\nTo stop emails for this search, open: {unsubscribe}',
  'email.matches.subject': '{count, plural, one {# new grant matches your organization} other {# new grants match your organization}}',
  'email.matches.body':
    'Hello {name},\n\n{count, plural, one {A new grant matches your organization’s profile:} other {# new grants match your organization’s profile:}}\n\n{list}\n\n{more, plural, =0 {See all your matches: {url}} other {And # more: {url}}}{free, select, yes {\n\nOn the Free plan, alerts carry up to {cap} new matches a week. Upgrade to Pro to see every match.} other {}}\n\nTo stop new-match alerts, open: {unsubscribe}',
  'email.matches.item': '• {title} ({funder}) · {score}% match\n  {url}',
  'email.mention.subject': '{author} mentioned you: {grant}',
  'email.mention.body': 'Hello {name},\n\n{author} mentioned you in a comment on the application for “{grant}” on {appName}:\n\n{comment}\n\nRead it and reply: {url}\n\n{appName}',
  'email.assigned.subject': 'Assigned to you: {grant}',
  'email.assigned.body': 'Hello {name},\n\nYour team assigned you the application for “{grant}” on {appName}. Its deadline reminders now come to you.\n\nOpen it: {url}\n\n{appName}',
  'email.invitation.subject': '{inviter} invited you to join {organization} on {appName}',
  'email.invitation.body':
    'Hello,\n\n{inviter} invited you to join the team of {organization} on {appName}, as {role}.\n\nAccept the invitation: {url}\n\nThe link works once and expires on {expires}. It was sent to {email}: sign in, or create an account, with this address to accept it.\n\nIf you did not expect this invitation, ignore this email.\n\n{appName}',
  'email.grantChange.subject': 'Changed at its source: {title}',
  'email.grantChange.body':
    'Hello {name},\n\n“{title}”, a grant your team saved or applied to, changed at its source:\n\n{changes}\n\nSee the grant: {url}\n\nTo stop these emails and deadline reminders, open: {unsubscribe}',
  'email.badgeUnderReview.subject': 'Your {badge} badge is under review',
  'email.badgeUnderReview.body':
    'Hello {name},\n\nAfter the sanctions lists were updated, a name of your organization on {appName} (the organization’s or one of the people you named) may match an entry of a list. Most of these are namesakes. A reviewer is checking it now; until then your badge page says “under review”.\n\nYou do not need to do anything: we will tell you as soon as it is decided.\n{url}\n\n{appName}',
  'email.action.verifyEmail': 'Confirm my email',
  'email.action.resetPassword': 'Choose a new password',
  'email.action.signIn': 'Sign in',
  'email.action.seeGrant': 'See the grant',
  'email.action.seeGrants': 'See the grants',
  'email.action.openApplication': 'Open the application',
  'email.action.acceptInvitation': 'Accept the invitation',
  'email.action.seeVerification': 'See my verification',
  'email.action.openRequest': 'Open the request',
  'email.action.openEngagement': 'Open the engagement',
  'email.action.seeReceipt': 'See the receipt',
  'email.action.managePlan': 'Manage my plan',
  'email.action.readMessages': 'Read the messages',
  'email.action.open': 'Open {appName}',
  'email.layout.footer': 'You receive this email because you have an account on {appName}, or were invited to one.',
}
