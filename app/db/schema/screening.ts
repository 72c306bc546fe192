import { index, integer, jsonb, pgEnum, pgTable, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'
import { organizationVerifications } from './verification.ts'

export const SCREENING_MATCH_STATUSES = ['open', 'cleared', 'confirmed'] as const
export const screeningMatchStatusEnum = pgEnum('screening_match_status', SCREENING_MATCH_STATUSES)

/**
 * A possible sanctions match for one name of an application (the organization, the signer, an
 * officer), kept for a reviewer to clear (a namesake) or confirm, with the reason (ADR 064). Nothing
 * is decided silently: an open match blocks approval, and one found after approval suspends the badge.
 * One row per name and list entry: screening again never reopens a match a reviewer cleared.
 */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => organizationVerifications.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'organization', 'signer' or 'officer'. */
    subjectRole: text('subject_role').notNull(),
    subjectName: text('subject_name').notNull(),
    list: text('list').notNull(),
    entryRef: text('entry_ref').notNull(),
    listedName: text('listed_name').notNull(),
    matchedName: text('matched_name').notNull(),
    score: real('score').notNull(),
    /** Message ids with their parameters: why the names were found alike (or told apart). */
    reasons: jsonb('reasons').$type<Array<{ id: string; params?: Record<string, string | number> }>>().notNull(),
    listVersionId: integer('list_version_id'),
    status: screeningMatchStatusEnum('status').notNull().default('open'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_matches_subject_entry_idx').on(t.verificationId, t.subjectName, t.list, t.entryRef),
    index('screening_matches_open_idx').on(t.status, t.createdAt),
  ],
)
