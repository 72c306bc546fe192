/**
 * Issue 25 §5, grants stay current: what the crawler compares between a published grant and its page
 * at the source, which changes a reviewer confirms before they show, and which ones members who saved
 * or applied to the grant are told about. Stored by these ids, shown through the catalogue
 * (grantChanges.field.{id}, grantChanges.status.{id}).
 */
export const GRANT_CHANGE_FIELDS = ['title', 'deadline', 'fundingAmount', 'applicationUrl', 'description', 'status', 'applicantTypes', 'foreignApplicants', 'eligibleCountries'] as const
export type GrantChangeField = (typeof GRANT_CHANGE_FIELDS)[number]

/**
 * A change touching one of these waits for a reviewer (a wrong deadline or amount misleads; a closing
 * may be a passing outage; who may apply decides whether a member is blocked from the grant, ADR 057).
 */
export const CONFIRMED_CHANGE_FIELDS = ['deadline', 'fundingAmount', 'status', 'applicantTypes', 'foreignApplicants', 'eligibleCountries'] as const satisfies readonly GrantChangeField[]
/** Changes members are told about; a reworded description is kept in the history without a notice. */
export const NOTIFIED_CHANGE_FIELDS = [
  'title',
  'deadline',
  'fundingAmount',
  'applicationUrl',
  'status',
  'applicantTypes',
  'foreignApplicants',
  'eligibleCountries',
] as const satisfies readonly GrantChangeField[]

/**
 * Who may apply, as a change's values (which are text): applicant types and eligible countries as
 * their sorted ids joined by commas, foreign applicants as `yes` or `no`; not stated is null.
 */
export const eligibilityValues = (grant: { applicantTypes: readonly string[]; foreignApplicants: boolean | null; eligibleCountries: readonly string[] }) => ({
  applicantTypes: grant.applicantTypes.length ? [...grant.applicantTypes].sort().join(',') : null,
  foreignApplicants: grant.foreignApplicants === null ? null : grant.foreignApplicants ? 'yes' : 'no',
  eligibleCountries: grant.eligibleCountries.length ? [...grant.eligibleCountries].sort().join(',') : null,
})

/** pending (waits for a reviewer) → applied | dismissed; a change needing no reviewer is applied as it is found. */
export const GRANT_CHANGE_STATUSES = ['pending', 'applied', 'dismissed'] as const
export type GrantChangeStatus = (typeof GRANT_CHANGE_STATUSES)[number]

/** A grant's own status: open, or closed (or withdrawn) at its source. */
export const GRANT_STATUSES = ['active', 'closed'] as const
export type GrantStatus = (typeof GRANT_STATUSES)[number]

/** A published grant's page that no listing, feed or sitemap of its source has named for this many crawls is marked "no longer listed". */
export const UNLISTED_AFTER_CRAWLS = 3

/** Where the reviewers' list of changes found at the source lives. */
export const GRANT_CHANGES_PATH = '/taf-admin/changes'

/** Changes the reviewers' list shows: every pending one, and this many decided ones after them. */
export const DECIDED_CHANGES_SHOWN = 20

export type GrantChangeValue = string | null
/** One field's change: the grant's value before, and the source's value after (an amount with its top figure in US dollars, as the source's currency converts). */
export interface FieldChange {
  field: GrantChangeField
  before: GrantChangeValue
  after: GrantChangeValue
  usd?: number | null
}

/** A grant's fields as read at its source, by field id (an amount with its US-dollar figure). */
export type SourceFields = Partial<Record<GrantChangeField, GrantChangeValue>> & { fundingUsd?: number | null }

export const needsConfirmation = (changes: readonly FieldChange[]): boolean => changes.some((c) => (CONFIRMED_CHANGE_FIELDS as readonly string[]).includes(c.field))
export const isNotified = (changes: readonly FieldChange[]): boolean => changes.some((c) => (NOTIFIED_CHANGE_FIELDS as readonly string[]).includes(c.field))
