import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'

/** The member's saved searches, oldest first, each with when its last alert was sent (null before the first). */
export async function listSavedSearches(db: Db, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      queryKey: savedSearches.queryKey,
      frequency: savedSearches.frequency,
      emailEnabled: savedSearches.emailEnabled,
      pausedAt: savedSearches.pausedAt,
      createdAt: savedSearches.createdAt,
      lastAlertAt: sql<string | null>`(select max(se.sent_at)::text from scheduled_emails se where se.key like 'search:' || ${savedSearches.id}::text || ':%' and se.sent_at is not null)`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
}
export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number]
