import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { calendarFeeds } from '../../db/schema/index.ts'

/** Whether the member has a feed, and since when its address is valid (the address itself is never kept: only its hash). */
export async function getCalendarFeed(db: Db, userId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1)
  return row ?? null
}
