import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertDailyCounts } from '../../db/schema/index.ts'
import { analyticsDay } from './analytics-day.ts'
import { withoutWaitingForDisk } from './without-waiting-for-disk.server.ts'

/**
 * One look at an expert's profile: adds one to the day's profile views (the caller leaves out the
 * expert's own views, staff and bots). Views, not distinct viewers: the counter keeps no one's identity.
 */
export async function countProfileView(db: Db, expertId: string, now = new Date()): Promise<void> {
  await withoutWaitingForDisk(db, (tx) =>
    tx
      .insert(expertDailyCounts)
      .values({ expertId, day: analyticsDay(now), profileViews: 1 })
      .onConflictDoUpdate({ target: [expertDailyCounts.expertId, expertDailyCounts.day], set: { profileViews: sql`${expertDailyCounts.profileViews} + 1` } }),
  )
}
