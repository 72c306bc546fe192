import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SAVED_SEARCH_FREQUENCIES } from '../../catalog/matching.ts'
import { user } from './auth.ts'

export const savedSearchFrequencyEnum = pgEnum('saved_search_frequency', SAVED_SEARCH_FREQUENCIES)

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
