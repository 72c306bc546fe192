/**
 * The members' newsletter (issue 28 §2, ADR 075): staff write a subject and an intro, the featured
 * grant experts are picked from the tiers that sell "Newsletter feature" (Pro and Elite).
 */
export const NEWSLETTER_MAX = { subject: 150, intro: 4000 } as const
/** Experts one issue features. */
export const NEWSLETTER_FEATURED_EXPERTS = 4
/** Recipients one worker claims at a time; a claim lapses after NEWSLETTER_CLAIM_SECONDS (a killed worker's recipients go back to the others). */
export const NEWSLETTER_SEND_BATCH = 25
export const NEWSLETTER_CLAIM_SECONDS = 300
/** Where the member's consent was given or withdrawn. */
export const NEWSLETTER_CONSENT_SOURCES = ['profile', 'link'] as const
export type NewsletterConsentSource = (typeof NEWSLETTER_CONSENT_SOURCES)[number]
/** An issue: written and previewed (`draft`), going out (`sending`), all recipients done (`sent`). Words: newsletter.status.{id}. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number]
