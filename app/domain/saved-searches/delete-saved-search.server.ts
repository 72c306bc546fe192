import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'

/**
 * Deletes the member's own saved search. Its claimed alert items stay (they name the email that
 * carried them); an email claimed but not yet sent is dropped by the send, which finds no search.
 * False: no such search of theirs.
 */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return rows.length > 0
}
