import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'
import { restartMark } from './scan-mark.ts'

/**
 * Turns the emails of the member's own saved search on or off (the email's unsubscribe link turns
 * them off too). A search with emails off is not scanned: no email and no notification, and no grant
 * is claimed for it; turning them on starts again from now. False: no such search of theirs.
 */
export async function setSavedSearchEmail(db: Db, userId: string, id: string, enabled: boolean): Promise<boolean> {
  const now = new Date()
  const rows = await db
    .update(savedSearches)
    .set(
      enabled
        ? { emailEnabled: true, lastScannedAt: sql`case when ${savedSearches.emailEnabled} then ${savedSearches.lastScannedAt} else ${restartMark} end`, updatedAt: now }
        : { emailEnabled: false, updatedAt: now },
    )
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return rows.length > 0
}
