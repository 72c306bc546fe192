export default {
  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications ({count, plural, one {# unread} other {# unread}})',
  'notifications.empty': 'You have no notifications.',
  'notifications.markRead': 'Mark all as read',
  'notifications.allRead': 'All notifications marked as read',
  'notifications.unread': 'Unread',
  'notifications.verificationApproved': 'Your {tier} verification was approved: your organization now carries the {badge} badge.',
  'notifications.verificationRejected': 'Your {tier} verification was not approved. See the reason and your options.',
  'notifications.submissionPublished': 'Your submission “{title}” was published.',
  'notifications.submissionRejected': 'Your submission “{title}” was not published: {reason}',
  'notifications.reminderSent': '{days, plural, one {Reminder: “{title}” is due tomorrow.} other {Reminder: “{title}” is due in # days.}}',
  'notifications.digestSent': '{count, plural, one {Your weekly digest of # new grant is in your inbox.} other {Your weekly digest of # new grants is in your inbox.}}',
  'notifications.contactMessage': 'New contact message from {name} about “{topic}”.',
  'notifications.mentioned': '{name} mentioned you in a comment on “{grant}”.',
  'notifications.assigned': '{name} assigned you the application for “{grant}”.',

  'notifications.badgeRevoked': 'Your {tier} verification badge ({badge}) was revoked: {reason}. Contact us if you think this is a mistake.',
  'notifications.badgeExpirySet': 'Your {tier} verification badge ({badge}) now expires on {date}.',
  'notifications.badgeExpiryCleared': 'Your {tier} verification badge ({badge}) no longer expires.',
  'notifications.savedSearchAlert': '{count, plural, one {# new grant matches your saved search “{name}”.} other {# new grants match your saved search “{name}”.}}',
  'notifications.matchAlert': '{count, plural, one {# new grant matches your organization.} other {# new grants match your organization.}}',
  'notifications.removedFromTeam': 'You are no longer a member of the {organization} team. Your account now has an organization of its own.',
  'notifications.memberKeysRevokedDemoted':
    '{member} no longer manages the team’s API keys: {count, plural, one {the API key they created ({names}) was revoked} other {the # API keys they created ({names}) were revoked}}. Create a new key if your systems still need one.',
  'notifications.memberKeysRevoked':
    '{member} is no longer on the team: {count, plural, one {the API key they created ({names}) was revoked} other {the # API keys they created ({names}) were revoked}}. Create a new key if your systems still need one.',
  'notifications.grantChanged': '“{title}” changed at its source: {fields}.',
  'notifications.badgeUnderReview':
    'Your {badge} badge is under review: a name of your organization may match an entry of a sanctions list. A reviewer is checking it; until then your badge page says “under review”.',
  'notifications.badgeReinstated': 'Your {badge} badge is back in force: the reviewer found that the possible sanctions match was not your organization or its people.',
  'notifications.screeningMatchFound': '{count, plural, one {A new possible sanctions match} other {# new possible sanctions matches}} for {organization}: review it.',
}
