import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SAVED_SEARCH_FREQUENCIES } from '../../catalog/matching.ts'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'
import { grants } from './grants.ts'

export const savedSearchFrequencyEnum = pgEnum('saved_search_frequency', SAVED_SEARCH_FREQUENCIES)

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

/** A /discover query a member keeps, with how often new grants that match it are emailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The parsed Discover state (text, filters, sort), without the page. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** The query's /discover URL: one saved search per query and member. */
    queryKey: text('query_key').notNull(),
    frequency: savedSearchFrequencyEnum('frequency').notNull().default('weekly'),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Grants created after this (less an overlap) are new to the search's next alert. */
    lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, t.queryKey),
    uniqueIndex('saved_searches_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_frequency_idx').on(t.frequency).where(sql`paused_at is null`),
  ],
)

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

/**
 * A member's private calendar feed: a capability URL whose token only the member has (its SHA-256
 * is stored). Resetting the link replaces the hash, and the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
