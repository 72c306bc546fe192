import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './accounts.ts'
import { grants } from './grants.ts'

/**
 * A grant shown to an organization as a match (/matches or an alert), once and for good. On Free,
 * at most the plan's matchedGrantsPerWeek are revealed per week (week = its Monday, UTC); the
 * count is taken under an advisory lock on the organization, so two tabs cannot reveal a sixth.
 */
export const matchReveals = pgTable(
  'match_reveals',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.grantId] }), index('match_reveals_org_week_idx').on(t.organizationId, t.week)],
)
