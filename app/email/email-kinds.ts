import type { MessageId } from '../i18n/message-id.ts'

/**
 * Every email the app sends, by kind: the message ids of its subject and of its text, the label of
 * its one action button and the parameter that holds the button's link (its main link, `url` unless
 * said otherwise). `action: null`: an email with no link to follow (a notice to read, nothing to do).
 * The words are the catalogues'; the HTML is laid out from them (render-email.server.ts, ADR 065).
 */
export interface EmailKindSpec {
  subject: MessageId
  body: MessageId
  action: MessageId | null
  link?: string
}

const ENGAGEMENT_NOTICES = [
  'added',
  'funded',
  'delivered',
  'released',
  'autoReleased',
  'disputed',
  'resolvedRefund',
  'resolvedRelease',
  'resolvedSplit',
  'payoutSent',
  'review',
  'removed',
  'proposedAdd',
  'proposedRemove',
  'proposalAccepted',
  'proposalDeclined',
] as const

export type EngagementNotice = (typeof ENGAGEMENT_NOTICES)[number]

const engagementKinds = Object.fromEntries(
  ENGAGEMENT_NOTICES.map((notice) => [`engagements.${notice}`, { subject: `engagements.email.subject.${notice}`, body: 'engagements.email.body', action: 'email.action.openEngagement' }]),
) as Record<`engagements.${EngagementNotice}`, EmailKindSpec>

export const EMAIL_KINDS = {
  'email.verify': { subject: 'email.verify.subject', body: 'email.verify.body', action: 'email.action.verifyEmail' },
  'email.reset': { subject: 'email.reset.subject', body: 'email.reset.body', action: 'email.action.resetPassword' },
  'email.existing': { subject: 'email.existing.subject', body: 'email.existing.body', action: 'email.action.signIn' },
  'email.reminder': { subject: 'email.reminder.subject', body: 'email.reminder.body', action: 'email.action.seeGrant' },
  'email.verificationApproved': { subject: 'email.verificationApproved.subject', body: 'email.verificationApproved.body', action: 'email.action.open' },
  'email.verificationRejected': { subject: 'email.verificationRejected.subject', body: 'email.verificationRejected.body', action: 'email.action.seeVerification' },
  'email.published': { subject: 'email.published.subject', body: 'email.published.body', action: 'email.action.seeGrant' },
  'email.rejected': { subject: 'email.rejected.subject', body: 'email.rejected.body', action: null },
  'email.contact': { subject: 'email.contact.subject', body: 'email.contact.body', action: 'email.action.readMessages' },
  'email.savedSearch': { subject: 'email.savedSearch.subject', body: 'email.savedSearch.body', action: 'email.action.seeGrants' },
  'email.matches': { subject: 'email.matches.subject', body: 'email.matches.body', action: 'email.action.seeGrants' },
  'email.mention': { subject: 'email.mention.subject', body: 'email.mention.body', action: 'email.action.openApplication' },
  'email.assigned': { subject: 'email.assigned.subject', body: 'email.assigned.body', action: 'email.action.openApplication' },
  'email.invitation': { subject: 'email.invitation.subject', body: 'email.invitation.body', action: 'email.action.acceptInvitation' },
  'email.grantChange': { subject: 'email.grantChange.subject', body: 'email.grantChange.body', action: 'email.action.seeGrant' },
  // The members' newsletter (ADR 075): staff's words inside the reader's greeting, featured experts and unsubscribe line.
  'newsletter.issue': { subject: 'newsletter.email.subject', body: 'newsletter.email.body', action: 'email.action.findExpert' },
  'email.badgeUnderReview': { subject: 'email.badgeUnderReview.subject', body: 'email.badgeUnderReview.body', action: 'email.action.seeVerification' },
  'apiKeys.demotedKeysRevoked': { subject: 'apiKeys.email.demotedKeysRevoked.subject', body: 'apiKeys.email.demotedKeysRevoked.body', action: 'email.action.open' },
  'apiKeys.memberKeysRevoked': { subject: 'apiKeys.email.memberKeysRevoked.subject', body: 'apiKeys.email.memberKeysRevoked.body', action: 'email.action.open' },
  'automation.assigned': { subject: 'automation.email.assigned.subject', body: 'automation.email.assigned.body', action: 'email.action.openApplication' },
  'automation.match': { subject: 'automation.email.match.subject', body: 'automation.email.match.body', action: 'email.action.seeGrant' },
  'automation.deadline': { subject: 'automation.email.deadline.subject', body: 'automation.email.deadline.body', action: 'email.action.openApplication' },
  'billing.receipt': { subject: 'billing.email.subject', body: 'billing.email.body', action: 'email.action.seeReceipt' },
  'billing.renewal': { subject: 'billing.renewalEmail.subject', body: 'billing.renewalEmail.body', action: 'email.action.managePlan' },
  ...engagementKinds,
  'engagements.payoutAccountChanged': { subject: 'engagements.email.subject.payoutAccountChanged', body: 'engagements.email.payoutAccountChangedBody', action: 'email.action.open' },
  'expertEdits.approved': { subject: 'expertEdits.email.approved.subject', body: 'expertEdits.email.approved.body', action: 'email.action.open' },
  'expertEdits.rejected': { subject: 'expertEdits.email.rejected.subject', body: 'expertEdits.email.rejected.body', action: 'email.action.open' },
  'expertJoin.approved': { subject: 'expertJoin.email.approved.subject', body: 'expertJoin.email.approved.body', action: 'email.action.open' },
  'expertJoin.rejected': { subject: 'expertJoin.email.rejected.subject', body: 'expertJoin.email.rejected.body', action: 'email.action.open' },
  'expertJoin.renewal': { subject: 'expertJoin.email.renewal.subject', body: 'expertJoin.email.renewal.body', action: 'email.action.managePlan' },
  'expertJoin.expired': { subject: 'expertJoin.email.expired.subject', body: 'expertJoin.email.expired.body', action: 'email.action.open' },
  'hours.booked': { subject: 'hours.email.booked.subject', body: 'hours.email.booked.body', action: 'email.action.open' },
  'hours.bookedStaff': { subject: 'hours.email.bookedStaff.subject', body: 'hours.email.bookedStaff.body', action: 'email.action.open' },
  'hours.canceled': { subject: 'hours.email.canceled.subject', body: 'hours.email.canceled.body', action: 'email.action.open' },
  'hours.canceledStaff': { subject: 'hours.email.canceledStaff.subject', body: 'hours.email.canceledStaff.body', action: 'email.action.open' },
  'funderAccess.approved': { subject: 'funderAccess.email.approved.subject', body: 'funderAccess.email.approved.body', action: 'email.action.open', link: 'link' },
  'funderAccess.declined': { subject: 'funderAccess.email.declined.subject', body: 'funderAccess.email.declined.body', action: 'email.action.open', link: 'link' },
  'requests.received': { subject: 'requests.email.received.subject', body: 'requests.email.received.body', action: 'email.action.openRequest' },
  'requests.accepted': { subject: 'requests.email.accepted.subject', body: 'requests.email.accepted.body', action: 'email.action.openEngagement' },
  'requests.declined': { subject: 'requests.email.declined.subject', body: 'requests.email.declined.body', action: 'email.action.openRequest' },
  'requests.message': { subject: 'requests.email.message.subject', body: 'requests.email.message.body', action: 'email.action.readMessages' },
  'requests.withdrawn': { subject: 'requests.email.withdrawn.subject', body: 'requests.email.withdrawn.body', action: 'email.action.openRequest' },
  'whiteGlove.assigned': { subject: 'whiteGlove.email.assigned.subject', body: 'whiteGlove.email.assigned.body', action: 'email.action.openApplication' },
  'whiteGlove.expertAssigned': { subject: 'whiteGlove.email.expertAssigned.subject', body: 'whiteGlove.email.expertAssigned.body', action: null },
  'whiteGlove.invoiced': { subject: 'whiteGlove.email.invoiced.subject', body: 'whiteGlove.email.invoiced.body', action: 'email.action.openApplication' },
  'whiteGlove.closed': { subject: 'whiteGlove.email.closed.subject', body: 'whiteGlove.email.closed.body', action: 'email.action.openApplication' },
  'whiteGlove.expertPaid': { subject: 'whiteGlove.email.expertPaid.subject', body: 'whiteGlove.email.expertPaid.body', action: 'email.action.open' },
  'whiteGlove.expertClosed': { subject: 'whiteGlove.email.expertClosed.subject', body: 'whiteGlove.email.expertClosed.body', action: null },
  'whiteGlove.corrected': { subject: 'whiteGlove.email.corrected.subject', body: 'whiteGlove.email.corrected.body', action: 'email.action.openApplication' },
  'eliteRequests.received': { subject: 'eliteRequests.email.received.subject', body: 'eliteRequests.email.received.body', action: 'email.action.open' },
  'eliteRequests.scheduled': { subject: 'eliteRequests.email.scheduled.subject', body: 'eliteRequests.email.scheduled.body', action: 'email.action.open' },
  'eliteRequests.inProgress': { subject: 'eliteRequests.email.inProgress.subject', body: 'eliteRequests.email.inProgress.body', action: 'email.action.open' },
  'eliteRequests.done': { subject: 'eliteRequests.email.done.subject', body: 'eliteRequests.email.done.body', action: 'email.action.open' },
  'eliteRequests.declined': { subject: 'eliteRequests.email.declined.subject', body: 'eliteRequests.email.declined.body', action: 'email.action.open' },
  'events.reminder': { subject: 'events.email.reminder.subject', body: 'events.email.reminder.body', action: 'email.action.open' },
  'events.canceled': { subject: 'events.email.canceled.subject', body: 'events.email.canceled.body', action: 'email.action.open' },
  // Priority notifications and priority access (ADR 074).
  'priority.newRequest': { subject: 'priority.email.newRequest.subject', body: 'priority.email.newRequest.body', action: 'email.action.openRequest' },
  'priority.newPriorityRequest': { subject: 'priority.email.newPriorityRequest.subject', body: 'priority.email.newPriorityRequest.body', action: 'email.action.openRequest' },
  'priority.digest': { subject: 'priority.email.digest.subject', body: 'priority.email.digest.body', action: 'email.action.open' },
  'priority.steppedIn': { subject: 'priority.email.steppedIn.subject', body: 'priority.email.steppedIn.body', action: 'email.action.openRequest' },
  'priority.escalatedManager': { subject: 'priority.email.escalatedManager.subject', body: 'priority.email.escalatedManager.body', action: 'email.action.open' },
  'priority.assigned': { subject: 'priority.email.assigned.subject', body: 'priority.email.assigned.body', action: 'email.action.openRequest' },
  'priority.contacted': { subject: 'priority.email.contacted.subject', body: 'priority.email.contacted.body', action: 'email.action.openRequest' },
} satisfies Record<string, EmailKindSpec>

export type EmailKind = keyof typeof EMAIL_KINDS
