import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { NEWSLETTER_CONSENT_SOURCES, NEWSLETTER_ISSUE_STATUSES } from '../../catalog/newsletter.ts'
import { user } from './auth.ts'

export const newsletterIssueStatusEnum = pgEnum('newsletter_issue_status', NEWSLETTER_ISSUE_STATUSES)
export const newsletterConsentSourceEnum = pgEnum('newsletter_consent_source', NEWSLETTER_CONSENT_SOURCES)

/**
 * A member's consent to the newsletter (issue 28 §2): a row once they opted in, with when; opted in
 * while `withdrawn_at` is null. Withdrawing (the preference, or the email's one-click link) keeps
 * the row and says when and how, so the record of consent survives the change of mind.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  consentedVia: newsletterConsentSourceEnum('consented_via').notNull().default('profile'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  withdrawnVia: newsletterConsentSourceEnum('withdrawn_via'),
})

/**
 * One issue of the newsletter, written by staff. The featured experts are picked when it is shown
 * and frozen when it is sent (`featured_expert_ids`); staff may leave some out (`excluded_expert_ids`).
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull(),
    status: newsletterIssueStatusEnum('status').notNull().default('draft'),
    excludedExpertIds: uuid('excluded_expert_ids').array().notNull().default(sql`'{}'::uuid[]`),
    featuredExpertIds: uuid('featured_expert_ids').array(),
    /** How many members it went to (the opted-in members when sending started). */
    recipients: integer('recipients'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_issues_status_idx').on(t.status, t.createdAt)],
)

/**
 * Each recipient of an issue, claimed when sending starts (one row per member and issue: nobody
 * gets an issue twice). A worker leases a batch (`claimed_until`), sends each email under the key
 * `newsletter:{issue}:{member}` and marks it `done_at`; a killed worker's lease lapses and another
 * worker takes the rest. `sent` is false when the member withdrew before their turn.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    sent: boolean('sent').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('newsletter_deliveries_waiting_idx').on(t.issueId, t.doneAt)],
)
