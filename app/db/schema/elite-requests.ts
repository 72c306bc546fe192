import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'

export const ELITE_REQUEST_KIND_IDS = ['site_visit', 'introduction'] as const
export const eliteRequestKindEnum = pgEnum('elite_request_kind', ELITE_REQUEST_KIND_IDS)
/** new → scheduled or in_progress → done; or declined (with staff's reason) from any open status. */
export const ELITE_REQUEST_STATUSES = ['new', 'scheduled', 'in_progress', 'done', 'declined'] as const
export type EliteRequestStatus = (typeof ELITE_REQUEST_STATUSES)[number]
export const eliteRequestStatusEnum = pgEnum('elite_request_status', ELITE_REQUEST_STATUSES)

/**
 * An Elite expert's request for a quarterly site visit or a direct funder introduction (issue 28 §2,
 * ADR 077). `period_start` is the start of the allowance window it counts against (a quarter or a
 * year of the membership); it counts unless declined.
 */
export const eliteRequests = pgTable(
  'elite_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    kind: eliteRequestKindEnum('kind').notNull(),
    status: eliteRequestStatusEnum('status').notNull().default('new'),
    /** Site visit: the organization and the place to visit. */
    organization: text('organization'),
    place: text('place'),
    /** Site visit: the dates the expert prefers, in their words. */
    preferredDates: text('preferred_dates'),
    /** Introduction: the funder (its slug, and its name when asked). */
    funderSlug: text('funder_slug'),
    funderName: text('funder_name'),
    /** The visit's purpose, or why the introduction. */
    purpose: text('purpose').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** The day staff set when scheduling. */
    scheduledFor: date('scheduled_for'),
    declineReason: text('decline_reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('elite_requests_expert_idx').on(t.expertId, t.kind, t.periodStart), index('elite_requests_status_idx').on(t.status, t.createdAt)],
)
