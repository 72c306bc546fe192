import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userSavedGrants } from '../../db/schema/index.ts'

/** Saves or unsaves a grant for a member; `save` says which, so a repeated request changes nothing. */
export async function setGrantSaved(db: Db, userId: string, grantId: string, save: boolean): Promise<'saved' | 'removed'> {
  if (save) {
    await db.insert(userSavedGrants).values({ userId, grantId }).onConflictDoNothing()
    return 'saved'
  }
  await db.delete(userSavedGrants).where(and(eq(userSavedGrants.userId, userId), eq(userSavedGrants.grantId, grantId)))
  return 'removed'
}

export async function isSaved(db: Db, userId: string, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userSavedGrants.id })
    .from(userSavedGrants)
    .where(and(eq(userSavedGrants.userId, userId), eq(userSavedGrants.grantId, grantId)))
    .limit(1)
  return rows.length > 0
}
