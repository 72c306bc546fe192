import { bigint, date, index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { APPLICATION_STATUSES } from '../../catalog/applications.ts'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'
import { grants } from './grants.ts'

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES)

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The team the application belongs to (ADR 030). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who started it, and who on the team is working on it; null when their account is deleted. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('not_started'),
    submissionDate: date('submission_date', { mode: 'string' }),
    /** The deciding status (awarded, not_awarded) once there is one. */
    outcome: text('outcome'),
    amountAwarded: bigint('amount_awarded', { mode: 'number' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('applications_org_grant_uq').on(t.organizationId, t.grantId),
    index('applications_grant_idx').on(t.grantId),
    index('applications_org_status_idx').on(t.organizationId, t.status),
    index('applications_assignee_idx').on(t.assigneeId),
  ],
)

/** The dated history of an application's status changes. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
)
