import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'
import { restartMark } from './scan-mark.ts'

/**
 * Pauses or resumes the member's own saved search. A paused search sends nothing; resuming starts
 * again from now (restartMark), so grants published while it was paused are not sent
 * afterwards (resuming a search that was not paused changes nothing). False: no such search of theirs.
 */
export async function setSavedSearchPaused(db: Db, userId: string, id: string, paused: boolean): Promise<boolean> {
  const now = new Date()
  const rows = await db
    .update(savedSearches)
    .set(
      paused
        ? { pausedAt: now, updatedAt: now }
        : { pausedAt: null, lastScannedAt: sql`case when ${savedSearches.pausedAt} is null then ${savedSearches.lastScannedAt} else ${restartMark} end`, updatedAt: now },
    )
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return rows.length > 0
}
