import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, userSavedGrants } from '../../db/schema/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/**
 * Saves or unsaves a grant for the member's organization; `save` says which, so a repeated request
 * changes nothing. A change is written to the team's activity feed in the same transaction.
 */
export async function setGrantSaved(db: Db, member: { id: string; organizationId: string }, grantId: string, save: boolean): Promise<'saved' | 'removed'> {
  return db.transaction(async (tx) => {
    const changed = save
      ? await tx.insert(userSavedGrants).values({ organizationId: member.organizationId, savedBy: member.id, grantId }).onConflictDoNothing().returning({ id: userSavedGrants.id })
      : await tx
          .delete(userSavedGrants)
          .where(and(eq(userSavedGrants.organizationId, member.organizationId), eq(userSavedGrants.grantId, grantId)))
          .returning({ id: userSavedGrants.id })
    if (changed.length > 0) {
      const [grant] = await tx.select({ title: grants.title }).from(grants).where(eq(grants.id, grantId))
      await recordActivity(tx, {
        organizationId: member.organizationId,
        actorId: member.id,
        verb: save ? 'grant.saved' : 'grant.unsaved',
        subjectType: 'grant',
        subjectId: grantId,
        data: { grant: grant?.title ?? '' },
      })
    }
    return save ? 'saved' : 'removed'
  })
}

export async function isSaved(db: Db, orgId: string, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userSavedGrants.id })
    .from(userSavedGrants)
    .where(and(eq(userSavedGrants.organizationId, orgId), eq(userSavedGrants.grantId, grantId)))
    .limit(1)
  return rows.length > 0
}
