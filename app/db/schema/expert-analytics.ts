import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { experts } from './experts.ts'

/**
 * Expert analytics (issue 28 §2, ADR 073): per expert and UTC day, how often the profile was opened
 * and how often the expert was on a directory page someone looked at. Counters, not one row per
 * view: a directory page adds one to each of its experts' row of the day in one statement. Views by
 * the expert, by staff and by known bots are not counted.
 */
export const expertDailyCounts = pgTable(
  'expert_daily_counts',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    searchAppearances: integer('search_appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.day] })],
)
