import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { calendarFeeds } from '../../db/schema/index.ts'

/** Turns the member's feed off: its address answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
}
