import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userSavedGrants } from '../../db/schema/index.ts'

/** Saves or unsaves a grant for the member's organization; `save` says which, so a repeated request changes nothing. */
export async function setGrantSaved(db: Db, member: { id: string; organizationId: string }, grantId: string, save: boolean): Promise<'saved' | 'removed'> {
  if (save) {
    await db.insert(userSavedGrants).values({ organizationId: member.organizationId, savedBy: member.id, grantId }).onConflictDoNothing()
    return 'saved'
  }
  await db.delete(userSavedGrants).where(and(eq(userSavedGrants.organizationId, member.organizationId), eq(userSavedGrants.grantId, grantId)))
  return 'removed'
}

export async function isSaved(db: Db, orgId: string, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userSavedGrants.id })
    .from(userSavedGrants)
    .where(and(eq(userSavedGrants.organizationId, orgId), eq(userSavedGrants.grantId, grantId)))
    .limit(1)
  return rows.length > 0
}
