import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { languageEnum, organizations } from './accounts.ts'
import { user } from './auth.ts'
import { experts } from './experts.ts'

/**
 * `open` (waiting for the expert, or for any expert of the sector), `accepted` (an engagement
 * exists), `declined`, `withdrawn` by the member. Words: requests.status.{id}.
 */
export const PROJECT_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const
export const projectRequestStatusEnum = pgEnum('project_request_status', PROJECT_REQUEST_STATUSES)

/** Spec §3 project_requests: a member asking an expert (or every expert of a sector) for help. */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantSeekerId: text('grant_seeker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The expert asked; null when the request is open to every expert of `sector`. */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    sector: text('sector'),
    projectTitle: text('project_title').notNull(),
    projectDescription: text('project_description').notNull(),
    /** USD. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    deadline: date('deadline'),
    preferredLanguage: languageEnum('preferred_language'),
    status: projectRequestStatusEnum('status').notNull().default('open'),
    /** The expert who accepted (for a request open to a sector, the first who accepted). */
    acceptedExpertId: uuid('accepted_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('project_requests_seeker_idx').on(t.grantSeekerId, t.createdAt),
    // The organization's daily contact allowance counts its requests of the day.
    index('project_requests_org_idx').on(t.organizationId, t.createdAt),
    index('project_requests_expert_idx').on(t.expertId, t.status, t.createdAt),
    index('project_requests_sector_idx').on(t.sector, t.status, t.createdAt),
  ],
)

/** Messages between a member and an expert about a request; contact details are hidden until it is accepted. */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    /** As written; shown with email addresses and phone numbers masked while the request is not accepted. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_messages_request_idx').on(t.requestId, t.createdAt)],
)
