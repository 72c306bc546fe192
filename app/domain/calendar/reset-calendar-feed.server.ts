import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { calendarFeeds } from '../../db/schema/index.ts'
import { hashFeedToken, newFeedToken } from './feed-token.server.ts'

/** A new address for the member's feed (the old one answers 404 from now on); null when they have no feed. */
export async function resetCalendarFeed(db: Db, userId: string, now: Date = new Date()): Promise<string | null> {
  const token = newFeedToken()
  const updated = await db
    .update(calendarFeeds)
    .set({ tokenHash: hashFeedToken(token), createdAt: now })
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId })
  return updated.length ? token : null
}
