import { sql } from 'drizzle-orm'
import { bigint, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { languageEnum } from './accounts.ts'
import { user } from './auth.ts'
import { grants } from './grants.ts'

export const SUBMISSION_STATUSES = ['pending', 'published', 'rejected'] as const
export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES)

/** Spec §3 user_grant_submissions: opportunities members send in for review before publication. */
export const userGrantSubmissions = pgTable(
  'user_grant_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    funderName: text('funder_name').notNull(),
    applicationUrl: text('application_url').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    amountMin: bigint('amount_min', { mode: 'number' }),
    amountMax: bigint('amount_max', { mode: 'number' }),
    eligibilityCriteria: text('eligibility_criteria'),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    geographicFocus: text('geographic_focus').array().notNull().default(sql`'{}'::text[]`),
    /** The language the opportunity is written in; the published grant keeps it. */
    language: languageEnum('language').notNull().default('en'),
    status: submissionStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    publishedGrantId: uuid('published_grant_id').references(() => grants.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_grant_submissions_user_idx').on(t.userId, t.createdAt),
    index('user_grant_submissions_status_idx').on(t.status, t.createdAt),
    // The same grant from the same member is one submission while it awaits review (ADR 010).
    uniqueIndex('user_grant_submissions_one_pending_idx').on(t.userId, sql`lower(${t.title})`, sql`lower(${t.funderName})`, sql`lower(${t.applicationUrl})`).where(sql`status = 'pending'`),
  ],
)
