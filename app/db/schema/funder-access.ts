import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const FUNDER_ACCESS_STATUSES = ['pending', 'approved', 'declined'] as const
export type FunderAccessStatus = (typeof FUNDER_ACCESS_STATUSES)[number]
export const funderAccessStatusEnum = pgEnum('funder_access_status', FUNDER_ACCESS_STATUSES)

/**
 * A funder's application for read access to verified organizations (issue 26 §5, ADR 063): a
 * signed-in person applies, staff approve or decline (audited). An approved funder makes API keys
 * with the scope orgs:read and no plan. One open or approved application per person.
 */
export const funderAccessApplications = pgTable(
  'funder_access_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    funderOrganization: text('funder_organization').notNull(),
    website: text('website').notNull(),
    /** ISO country code of the funder. */
    country: text('country').notNull(),
    purpose: text('purpose').notNull(),
    status: funderAccessStatusEnum('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Staff's words to the funder when declining; sent to the funder, never public. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funder_access_applications_status_idx').on(t.status, t.createdAt), uniqueIndex('funder_access_applications_one_open_idx').on(t.userId).where(sql`status in ('pending', 'approved')`)],
)

/**
 * An approved funder's API key: the same shape and token format as an organization's (ADR 031,
 * hrb_…, stored as its sha256), always and only the scope orgs:read. Rate limited per key like
 * every key. A key stops working when it is revoked or its application is no longer approved.
 */
export const funderAccessKeys = pgTable(
  'funder_access_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => funderAccessApplications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('funder_access_keys_application_idx').on(t.applicationId, t.createdAt)],
)
