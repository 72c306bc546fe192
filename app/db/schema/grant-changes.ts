import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { type FieldChange, GRANT_CHANGE_STATUSES } from '../../catalog/grant-changes.ts'
import { user } from './auth.ts'
import { grantDiscoverySources } from './discovery-sources.ts'
import { discoveredGrantsQueue } from './discovery.ts'
import { grants } from './grants.ts'

/**
 * Issue 25 §5: a published grant's history of changes found at its source (deadline moved, amount
 * changed, call closed), one row per change found. A change touching the deadline, the amount or
 * the status waits for a reviewer (`pending`); the others are applied as they are found. A grant has
 * at most one pending change: a newer reading of its page replaces it.
 */
export const grantChanges = pgTable(
  'grant_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id').references(() => grantDiscoverySources.id, { onDelete: 'set null' }),
    queueId: uuid('queue_id').references(() => discoveredGrantsQueue.id, { onDelete: 'set null' }),
    /** The page the change was read from. */
    pageUrl: text('page_url').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    status: text('status', { enum: GRANT_CHANGE_STATUSES }).notNull().default('pending'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reviewer who confirmed or dismissed it; null for a change applied as it was found. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('grant_changes_grant_idx').on(t.grantId, t.detectedAt.desc()),
    index('grant_changes_status_idx').on(t.status, t.detectedAt.desc()),
    uniqueIndex('grant_changes_one_pending_idx').on(t.grantId).where(sql`status = 'pending'`),
  ],
)
