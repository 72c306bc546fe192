import type { Db } from '../../db/client.server.ts'
import { calendarFeeds } from '../../db/schema/index.ts'
import { hashFeedToken, newFeedToken } from './feed-token.server.ts'

/**
 * Gives the member a calendar feed, or a new address for the one they have (the old address then
 * answers 404). Returns the token: the only time it exists outside the member's calendar.
 */
export async function createCalendarFeed(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  const token = newFeedToken()
  const tokenHash = hashFeedToken(token)
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
  return token
}
