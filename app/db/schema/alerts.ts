import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { grants } from './grants.ts'

/**
 * A grant claimed for one alert subscription (a saved search `search:{id}`, or a member's matches
 * `match:{userId}`), once ever: the primary key is what makes each grant alerted once per search,
 * even when a worker dies and the run starts again. run_key names the email that carries it.
 */
export const alertItems = pgTable(
  'alert_items',
  {
    subscriptionId: text('subscription_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    runKey: text('run_key').notNull(),
    score: integer('score'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.grantId] }), index('alert_items_run_key_idx').on(t.runKey)],
)

/** How far each member's match alerts have looked (saved searches keep theirs on the row). */
export const alertWatermarks = pgTable('alert_watermarks', {
  subscriptionId: text('subscription_id').primaryKey(),
  lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }).notNull(),
})
