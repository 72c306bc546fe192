export default {
  'unsubscribe.title': 'Email preferences',
  'unsubscribe.done': 'You will no longer receive {kind} emails. You can turn them back on in Profile Settings.',
  'unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'unsubscribe.confirm': 'Stop {kind} emails?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.kindReminders': 'deadline reminder',
  'unsubscribe.kindMatches': 'new-match alert',
  'unsubscribe.kindSearch': '“{name}” saved search alert',
  'unsubscribe.kindSearchGone': 'saved search alert',
  'unsubscribe.kindNewsletter': 'newsletter',
  'unsubscribe.kindPriorityDigest': 'daily request digest',
}
