import type { MessageId } from '../i18n/index.ts'

/**
 * The audit log (app/db/schema/audit.ts) in words: every action it records, what each kind of
 * record is called, and the fields of its before/after snapshots. /admin?tab=audit reads each entry
 * as a sentence in the reader's language ("Amina Njoroge published the grant “Water for Schools”"),
 * app/domain/admin/describe-audit-entry.server.ts. An action is written once here and recorded by its
 * id (recordAudit takes only these); app/catalog/audit.test.ts fails when code records one that is
 * not here.
 */

/** The kinds of record an entry is about (its entity_type), each with its name in a sentence: named, or gone from the database. */
export const AUDIT_ENTITIES = {
  grant: { named: 'audit.entity.grant', gone: 'audit.entity.grantGone' },
  submission: { named: 'audit.entity.submission', gone: 'audit.entity.submissionGone' },
  organization: { named: 'audit.entity.organization', gone: 'audit.entity.organizationGone' },
  user: { named: 'audit.entity.user', gone: 'audit.entity.userGone' },
  organization_verification: { named: 'audit.entity.verification', gone: 'audit.entity.verificationGone' },
  discovered_grant: { named: 'audit.entity.discoveredGrant', gone: 'audit.entity.discoveredGrantGone' },
  discovery_source: { named: 'audit.entity.source', gone: 'audit.entity.sourceGone' },
  screening_match: { named: 'audit.entity.screeningMatch', gone: 'audit.entity.screeningMatchGone' },
  api_key: { named: 'audit.entity.apiKey', gone: 'audit.entity.apiKeyGone' },
  funder_access_key: { named: 'audit.entity.funderAccessKey', gone: 'audit.entity.funderAccessKeyGone' },
  funder_access_application: { named: 'audit.entity.funderAccess', gone: 'audit.entity.funderAccessGone' },
  milestone_dispute: { named: 'audit.entity.dispute', gone: 'audit.entity.disputeGone' },
  white_glove_request: { named: 'audit.entity.whiteGlove', gone: 'audit.entity.whiteGloveGone' },
  grant_writer: { named: 'audit.entity.expert', gone: 'audit.entity.expertGone' },
  badge_statement_key: { named: 'audit.entity.badgeKey', gone: 'audit.entity.badgeKeyGone' },
  payment_session: { named: 'audit.entity.payment', gone: 'audit.entity.paymentGone' },
  elite_request: { named: 'audit.entity.eliteRequest', gone: 'audit.entity.eliteRequestGone' },
  networking_event: { named: 'audit.entity.networkingEvent', gone: 'audit.entity.networkingEventGone' },
  priority_request: { named: 'audit.entity.priorityRequest', gone: 'audit.entity.priorityRequestGone' },
} as const satisfies Record<string, { named: MessageId; gone: MessageId }>
export type AuditEntityType = keyof typeof AUDIT_ENTITIES

/**
 * Every action, by the id stored in audit_log.action, with the sentence it reads as. The sentences
 * take {actor} (who did it), {entity} (the record, as AUDIT_ENTITIES names it) and, where the action
 * involves them, {member} (a person the snapshot names), {role}, {fromRole}, {toRole}, {plan} and
 * {fromPlan}. `system`: the app records it on its own (no one acted), and the sentence names no actor.
 * `says`: the snapshot fields the sentence already gives, not repeated as lines below it.
 */
export const AUDIT_ACTIONS = {
  'grant.create': { sentence: 'audit.action.grantCreate' },
  'grant.update': { sentence: 'audit.action.grantUpdate' },
  'grant.delete': { sentence: 'audit.action.grantDelete' },
  'grant.change.confirm': { sentence: 'audit.action.grantChangeConfirm' },
  'grant.change.dismiss': { sentence: 'audit.action.grantChangeDismiss' },
  'submission.publish': { sentence: 'audit.action.submissionPublish' },
  'submission.reject': { sentence: 'audit.action.submissionReject' },
  'team.join': { sentence: 'audit.action.teamJoin', says: ['role'] },
  'team.leave': { sentence: 'audit.action.teamLeave' },
  'team.invite': { sentence: 'audit.action.teamInvite', says: ['role'] },
  'team.reinvite': { sentence: 'audit.action.teamReinvite', says: ['role'] },
  'team.withdraw': { sentence: 'audit.action.teamWithdraw' },
  'team.remove': { sentence: 'audit.action.teamRemove' },
  'team.role': { sentence: 'audit.action.teamRole', says: ['role'] },
  'team.transfer': { sentence: 'audit.action.teamTransfer' },
  'account.delete': { sentence: 'audit.action.accountDelete' },
  'account_manager.assign': { sentence: 'audit.action.accountManagerAssign' },
  'account_manager.remove': { sentence: 'audit.action.accountManagerRemove' },
  'plan.switched': { sentence: 'audit.action.planSwitched', says: ['plan'] },
  'plan.renewal_canceled': { sentence: 'audit.action.planRenewalCanceled', says: ['plan'] },
  'plan.renewal_resumed': { sentence: 'audit.action.planRenewalResumed', says: ['plan'] },
  'verification.approve': { sentence: 'audit.action.verificationApprove' },
  'verification.reject': { sentence: 'audit.action.verificationReject' },
  'verification.check_waived': { sentence: 'audit.action.verificationCheckWaived' },
  'verification.ground_check': { sentence: 'audit.action.verificationGroundCheck' },
  'verification.expiry': { sentence: 'audit.action.verificationExpiry' },
  'verification.revoke': { sentence: 'audit.action.verificationRevoke' },
  'verification.reinstate': { sentence: 'audit.action.verificationReinstate' },
  'verification.under-review': { sentence: 'audit.action.verificationUnderReview', system: true },
  'discovery.grant.update': { sentence: 'audit.action.discoveredGrantUpdate' },
  'discovery.grant.publish': { sentence: 'audit.action.discoveredGrantPublish' },
  'discovery.grant.reject': { sentence: 'audit.action.discoveredGrantReject' },
  'discovery.grant.not_duplicate': { sentence: 'audit.action.discoveredGrantNotDuplicate' },
  'discovery.source.create': { sentence: 'audit.action.sourceCreate' },
  'discovery.source.update': { sentence: 'audit.action.sourceUpdate' },
  'discovery.source.delete': { sentence: 'audit.action.sourceDelete' },
  'discovery.source.activate': { sentence: 'audit.action.sourceActivate' },
  'discovery.source.pause': { sentence: 'audit.action.sourcePause' },
  'discovery.registry.seed': { sentence: 'audit.action.registrySeed', system: true },
  'screening.clear': { sentence: 'audit.action.screeningClear' },
  'screening.confirm': { sentence: 'audit.action.screeningConfirm' },
  'api_key.created': { sentence: 'audit.action.apiKeyCreated' },
  'api_key.revoked': { sentence: 'audit.action.apiKeyRevoked' },
  'funder_access_key.created': { sentence: 'audit.action.funderAccessKeyCreated' },
  'funder_access_key.revoked': { sentence: 'audit.action.funderAccessKeyRevoked' },
  'funder_access.approved': { sentence: 'audit.action.funderAccessApproved' },
  'funder_access.declined': { sentence: 'audit.action.funderAccessDeclined' },
  'dispute.refund': { sentence: 'audit.action.disputeRefund' },
  'dispute.release': { sentence: 'audit.action.disputeRelease' },
  'dispute.split': { sentence: 'audit.action.disputeSplit' },
  'dispute.refund_failed': { sentence: 'audit.action.disputeRefundFailed' },
  'white_glove.assign': { sentence: 'audit.action.whiteGloveAssign', says: ['expertId'] },
  'white_glove.correct_award': { sentence: 'audit.action.whiteGloveCorrectAward' },
  'grant_writer.approve': { sentence: 'audit.action.expertApprove' },
  'grant_writer.reject': { sentence: 'audit.action.expertReject' },
  'grant_writer.edit_approve': { sentence: 'audit.action.expertEditApprove' },
  'grant_writer.edit_reject': { sentence: 'audit.action.expertEditReject' },
  'badge_statement_key.rotate': { sentence: 'audit.action.badgeKeyRotate', system: true },
  'badge_statement_key.withdraw': { sentence: 'audit.action.badgeKeyWithdraw', system: true },
  'payment.duplicate_received': { sentence: 'audit.action.paymentDuplicateReceived', system: true },
  'payment.duplicate_refunded': { sentence: 'audit.action.paymentDuplicateRefunded', system: true },
  'payment.duplicate_refund_failed': { sentence: 'audit.action.paymentDuplicateRefundFailed', system: true },
  'elite_request.schedule': { sentence: 'audit.action.eliteRequestSchedule', says: ['scheduledFor'] },
  'elite_request.start': { sentence: 'audit.action.eliteRequestStart' },
  'elite_request.done': { sentence: 'audit.action.eliteRequestDone' },
  'elite_request.decline': { sentence: 'audit.action.eliteRequestDecline' },
  'networking_event.create': { sentence: 'audit.action.networkingEventCreate' },
  'networking_event.update': { sentence: 'audit.action.networkingEventUpdate' },
  'networking_event.cancel': { sentence: 'audit.action.networkingEventCancel' },
  'priority_request.assign': { sentence: 'audit.action.priorityRequestAssign' },
  'priority_request.contact': { sentence: 'audit.action.priorityRequestContact' },
  'priority_request.close': { sentence: 'audit.action.priorityRequestClose' },
} as const satisfies Record<string, { sentence: MessageId; system?: true; says?: readonly AuditField[] }>
export type AuditAction = keyof typeof AUDIT_ACTIONS

/** An entry of an action this app no longer records (or never did) reads as this, never as its raw data. */
export const UNKNOWN_AUDIT_ACTION: MessageId = 'audit.action.unknown'
export const UNKNOWN_AUDIT_ENTITY: MessageId = 'audit.entity.unknown'

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value)
export const isAuditEntityType = (value: string): value is AuditEntityType => Object.hasOwn(AUDIT_ENTITIES, value)

/**
 * How a snapshot's value is read: `text` as written (cut when long), `usd` an amount in dollars,
 * `number`, `date`/`moment` in the reader's calendar, `yesNo`, `person` (a user id: their name),
 * `expert` (an expert id: their name), ids through their catalogue (`role`, `plan`, `status`,
 * `sector`, `language`, `applicantType`, `country`, `region`, `sourceType`, `format`, `frequency`,
 * `priority`, `resolution`, `check`, `checkOutcome`, `revocationReason`), `reason` (words someone
 * wrote, or why an API key went with its creator), `count` (how many a list holds), and
 * `grantChanges` (the changes found at a grant's source, each on its own line).
 */
export type AuditValueKind =
  | 'text'
  | 'usd'
  | 'number'
  | 'date'
  | 'moment'
  | 'yesNo'
  | 'person'
  | 'expert'
  | 'role'
  | 'plan'
  | 'status'
  | 'sector'
  | 'language'
  | 'applicantType'
  | 'country'
  | 'region'
  | 'sourceType'
  | 'format'
  | 'frequency'
  | 'priority'
  | 'resolution'
  | 'check'
  | 'checkOutcome'
  | 'revocationReason'
  | 'reason'
  | 'count'
  | 'grantChanges'

/**
 * The snapshot fields shown as "Field: before → after" lines, by their key in before/after. Keys
 * not here (ids, links between records, data kept for the record only) are left to the entry's
 * Details, where staff see the whole snapshot.
 */
export const AUDIT_FIELDS = {
  title: { label: 'audit.field.title', kind: 'text' },
  description: { label: 'audit.field.description', kind: 'text' },
  source: { label: 'audit.field.source', kind: 'text' },
  funderName: { label: 'audit.field.funderName', kind: 'text' },
  sector: { label: 'audit.field.sector', kind: 'sector' },
  sectors: { label: 'audit.field.sectors', kind: 'sector' },
  fundingAmount: { label: 'audit.field.fundingAmount', kind: 'text' },
  amountMin: { label: 'audit.field.amountMin', kind: 'number' },
  amountMax: { label: 'audit.field.amountMax', kind: 'number' },
  currency: { label: 'audit.field.currency', kind: 'text' },
  countryScope: { label: 'audit.field.countryScope', kind: 'text' },
  countryCodes: { label: 'audit.field.countries', kind: 'country' },
  geographicFocus: { label: 'audit.field.regions', kind: 'region' },
  eligibility: { label: 'audit.field.eligibility', kind: 'text' },
  url: { label: 'audit.field.url', kind: 'text' },
  applicationUrl: { label: 'audit.field.url', kind: 'text' },
  deadline: { label: 'audit.field.deadline', kind: 'date' },
  isRolling: { label: 'audit.field.rolling', kind: 'yesNo' },
  language: { label: 'audit.field.language', kind: 'language' },
  applicantTypes: { label: 'audit.field.applicantTypes', kind: 'applicantType' },
  foreignApplicants: { label: 'audit.field.foreignApplicants', kind: 'yesNo' },
  eligibleCountries: { label: 'audit.field.eligibleCountries', kind: 'country' },
  status: { label: 'audit.field.status', kind: 'status' },
  note: { label: 'audit.field.note', kind: 'text' },
  verificationStatus: { label: 'audit.field.status', kind: 'status' },
  milestoneStatus: { label: 'audit.field.status', kind: 'status' },
  applicationStatus: { label: 'audit.field.status', kind: 'status' },
  membershipStatus: { label: 'audit.field.membershipStatus', kind: 'status' },
  reason: { label: 'audit.field.reason', kind: 'reason' },
  rejectionReason: { label: 'audit.field.reason', kind: 'text' },
  revokedReason: { label: 'audit.field.reason', kind: 'revocationReason' },
  role: { label: 'audit.field.role', kind: 'role' },
  plan: { label: 'audit.field.plan', kind: 'plan' },
  renewsAt: { label: 'audit.field.renewsAt', kind: 'date' },
  endsAt: { label: 'audit.field.endsAt', kind: 'date' },
  expiresAt: { label: 'audit.field.expiresAt', kind: 'date' },
  revokedAt: { label: 'audit.field.revokedAt', kind: 'moment' },
  suspendedAt: { label: 'audit.field.suspendedAt', kind: 'moment' },
  newMatches: { label: 'audit.field.newMatches', kind: 'number' },
  check: { label: 'audit.field.check', kind: 'check' },
  outcome: { label: 'audit.field.outcome', kind: 'checkOutcome' },
  groundCheckNotes: { label: 'audit.field.groundCheckNotes', kind: 'text' },
  groundCheckBy: { label: 'audit.field.groundCheckBy', kind: 'person' },
  crossValidationBy: { label: 'audit.field.crossValidationBy', kind: 'person' },
  sourceName: { label: 'audit.field.sourceName', kind: 'text' },
  sourceUrl: { label: 'audit.field.url', kind: 'text' },
  sourceType: { label: 'audit.field.sourceType', kind: 'sourceType' },
  format: { label: 'audit.field.format', kind: 'format' },
  crawlFrequency: { label: 'audit.field.crawlFrequency', kind: 'frequency' },
  priority: { label: 'audit.field.priority', kind: 'priority' },
  isActive: { label: 'audit.field.isActive', kind: 'yesNo' },
  added: { label: 'audit.field.added', kind: 'number' },
  known: { label: 'audit.field.known', kind: 'number' },
  list: { label: 'audit.field.list', kind: 'text' },
  entryRef: { label: 'audit.field.entryRef', kind: 'text' },
  subjectName: { label: 'audit.field.subjectName', kind: 'text' },
  name: { label: 'audit.field.name', kind: 'text' },
  prefix: { label: 'audit.field.prefix', kind: 'text' },
  scopes: { label: 'audit.field.scopes', kind: 'text' },
  createdBy: { label: 'audit.field.createdBy', kind: 'person' },
  amountUsd: { label: 'audit.field.amount', kind: 'usd' },
  awardUsd: { label: 'audit.field.awardUsd', kind: 'usd' },
  feeUsd: { label: 'audit.field.feeUsd', kind: 'usd' },
  feePaidUsd: { label: 'audit.field.feePaidUsd', kind: 'usd' },
  creditUsd: { label: 'audit.field.creditUsd', kind: 'usd' },
  refundUsd: { label: 'audit.field.refundUsd', kind: 'usd' },
  expertShareUsd: { label: 'audit.field.expertShareUsd', kind: 'usd' },
  expertId: { label: 'audit.field.expert', kind: 'expert' },
  professionalTitle: { label: 'audit.field.professionalTitle', kind: 'text' },
  bio: { label: 'audit.field.bio', kind: 'text' },
  provider: { label: 'audit.field.provider', kind: 'text' },
  purpose: { label: 'audit.field.purpose', kind: 'text' },
  error: { label: 'audit.field.error', kind: 'text' },
  resolution: { label: 'audit.field.resolution', kind: 'resolution' },
  retired: { label: 'audit.field.retired', kind: 'count' },
  changes: { label: 'audit.field.changes', kind: 'grantChanges' },
  scheduledFor: { label: 'audit.field.scheduledFor', kind: 'date' },
  startsAt: { label: 'audit.field.startsAt', kind: 'moment' },
  capacity: { label: 'audit.field.capacity', kind: 'number' },
  place: { label: 'audit.field.place', kind: 'text' },
  onlineUrl: { label: 'audit.field.url', kind: 'text' },
} as const satisfies Record<string, { label: MessageId; kind: AuditValueKind }>
export type AuditField = keyof typeof AUDIT_FIELDS

/** Snapshot keys that name a person (a user id), read for the sentence's {member}, in this order. */
export const AUDIT_PERSON_KEYS = ['userId', 'owner', 'accountManagerId', 'expertId'] as const

/** The status ids the audit log's snapshots hold, each with its word (audit.status.{id}). */
export const AUDIT_STATUSES = [
  'pending',
  'published',
  'rejected',
  'draft',
  'in_progress',
  'approved',
  'declined',
  'pending_verification',
  'verified',
  'duplicate',
  'open',
  'cleared',
  'confirmed',
  'unfunded',
  'funded',
  'delivered',
  'released',
  'disputed',
  'refunded',
  'split',
  'removed',
  'requested',
  'assigned',
  'invoiced',
  'paid',
  'canceled',
  'closed',
  'active',
  'inactive',
  'expired',
  'new',
  'scheduled',
  'done',
] as const

/** Why an API key was revoked with its creator (app/domain/api/revoke-member-api-keys.server.ts), in words. */
export const API_KEY_REVOCATION_WORDS = {
  'member.removed': 'audit.keyReason.memberRemoved',
  'member.left': 'audit.keyReason.memberLeft',
  'account.deleted': 'audit.keyReason.accountDeleted',
  'member.demoted': 'audit.keyReason.memberDemoted',
} as const satisfies Record<string, MessageId>

/** How many characters of a value a line shows before it is cut ("…"); the whole value stays in Details. */
export const AUDIT_VALUE_MAX = 80
/** The entries the audit tab lists, newest first. */
export const AUDIT_LOG_SHOWN = 100
