import { sql } from 'drizzle-orm'
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'

/** A portfolio entry as an edit proposes it (the expert_portfolio columns). */
export interface ProposedPortfolioEntry {
  projectTitle: string
  projectDescription: string | null
  sector: string | null
  completionDate: string | null
  grantAmount: number | null
  wasSuccessful: boolean
}

export const EXPERT_EDIT_STATUSES = ['pending', 'approved', 'rejected'] as const
export const expertEditStatusEnum = pgEnum('expert_edit_status', EXPERT_EDIT_STATUSES)

/**
 * An approved expert's changes to their public text (issue 23, ADR 034): the name, title, bio and
 * portfolio wait here for a light review while the profile keeps showing its approved text. A
 * column left null is not changed. At most one pending edit per expert: a newer one replaces it.
 */
export const expertProfileEdits = pgTable(
  'expert_profile_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    status: expertEditStatusEnum('status').notNull().default('pending'),
    name: text('name'),
    professionalTitle: text('professional_title'),
    bio: text('bio'),
    portfolio: jsonb('portfolio').$type<ProposedPortfolioEntry[]>(),
    /** Why staff did not approve it, shown to the expert. */
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expert_profile_edits_one_pending_idx').on(t.expertId).where(sql`${t.status} = 'pending'`),
    index('expert_profile_edits_expert_idx').on(t.expertId, t.createdAt),
    index('expert_profile_edits_status_idx').on(t.status, t.createdAt),
  ],
)
