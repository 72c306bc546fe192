import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'
import { projectRequests } from './requests.ts'

/**
 * Priority access to grant experts (issue 28 §2, ADR 074): a project request from an organization
 * whose verification tier has `priority_writer_access` (Premium, and Elite by inclusion) is marked
 * priority when it is sent, with the time experts should answer by. Not answered in time (still
 * open, no expert's message), it is escalated once to staff's queue, where staff assign or contact
 * an expert and close the case.
 */
export const priorityRequests = pgTable(
  'priority_requests',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    /** The request's time plus PRIORITY_ANSWER_HOURS. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    /** When the escalation job handed it to staff (set once). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The expert staff last asked to answer it, and who asked when. */
    assignedExpertId: uuid('assigned_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    assignedBy: text('assigned_by').references(() => user.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** Staff closed the case (an expert took it on, or the member no longer needs help). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('priority_requests_due_idx').on(t.escalatedAt, t.answerBy), index('priority_requests_queue_idx').on(t.closedAt, t.escalatedAt)],
)

/**
 * An expert's choice about the daily digest of new requests in their sectors (ADR 074): no row
 * means they get it; `digest` false turns it off. Experts whose tier has `priority_email` are told
 * of each request at once and get no digest.
 */
export const priorityDigestSettings = pgTable('priority_digest_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  digestOffAt: timestamp('digest_off_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
