import { and, asc, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertDailyCounts, experts } from '../../db/schema/index.ts'
import { analyticsDay } from './analytics-day.ts'
import { withoutWaitingForDisk } from './without-waiting-for-disk.server.ts'

/**
 * One directory page shown: adds one to the day's search appearances of each expert on it, in one
 * statement (an upsert of at most a page of rows by primary key), whatever the number of experts.
 * The viewer's own profile is left out (an expert looking themselves up). Rows are written in id
 * order, so two pages with the same experts at once wait for each other rather than deadlock.
 */
export async function recordSearchAppearances(db: Db, expertIds: readonly string[], viewerUserId: string | null, now = new Date()): Promise<void> {
  if (expertIds.length === 0) return
  const day = analyticsDay(now)
  const shown = inArray(experts.id, [...expertIds])
  await withoutWaitingForDisk(db, (tx) =>
    tx
      .insert(expertDailyCounts)
      .select(
        tx
          .select({ expertId: experts.id, day: sql<string>`${day}::date`.as('day'), profileViews: sql<number>`0`.as('profile_views'), searchAppearances: sql<number>`1`.as('search_appearances') })
          .from(experts)
          .where(viewerUserId ? and(shown, ne(experts.userId, viewerUserId)) : shown)
          .orderBy(asc(experts.id)),
      )
      .onConflictDoUpdate({ target: [expertDailyCounts.expertId, expertDailyCounts.day], set: { searchAppearances: sql`${expertDailyCounts.searchAppearances} + 1` } }),
  )
}
