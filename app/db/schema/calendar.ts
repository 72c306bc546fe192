import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

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
