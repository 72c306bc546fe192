/**
 * The assistant's help with applying (issue 28 §1, ADR 080): "Am I eligible?" on a grant, and
 * drafting help on an application. Words: assistantApply.*.
 */

/** What the eligibility check answers (words: assistantApply.verdict.{id}). */
export const ELIGIBILITY_VERDICTS = ['yes', 'no', 'unclear'] as const
export type EligibilityVerdict = (typeof ELIGIBILITY_VERDICTS)[number]

/**
 * The organization's profile fields sent to the model, and named by the answers (words:
 * assistantApply.field.{id}). Nothing else of the organization is sent: no member's name, email or
 * phone, no document, no payment.
 */
export const PROFILE_FIELDS_SENT = ['name', 'country', 'sectors', 'orgType', 'mission', 'programAreas', 'annualBudgetUsd', 'languages', 'yearFounded'] as const
export type ProfileFieldSent = (typeof PROFILE_FIELDS_SENT)[number]

/** The sections drafting help writes, the outline first (words: assistantApply.section.{id}). */
export const DRAFT_SECTIONS = ['outline', 'need', 'objectives', 'activities', 'budget', 'monitoring'] as const
export type DraftSection = (typeof DRAFT_SECTIONS)[number]

/** Most characters a saved draft section may hold. */
export const DRAFT_MAX_CHARS = 20_000

/** Most reasons an eligibility answer keeps, and most characters of a reason's text and quote. */
export const ELIGIBILITY_MAX_REASONS = 8
export const ELIGIBILITY_REASON_MAX_CHARS = 600

/** Past applications of the organization sent with a drafting request (their grants' titles and where they stand). */
export const DRAFT_PAST_APPLICATIONS = 10
