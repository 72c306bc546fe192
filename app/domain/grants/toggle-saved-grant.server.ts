import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, userSavedGrants } from '../../db/schema/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import type { VerificationTierId } from '../../catalog/verification.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { checkSaveAllowance, lockAllowances } from '../verification/allowances.server.ts'

/**
 * Saves or unsaves a grant for the member's organization; `save` says which, so a repeated request
 * changes nothing. A new save spends one of the organization's daily grant saves (by its verified
 * tier, decisions.md): counted and written under the lock on the organization's row, so two
 * members saving at once cannot pass the limit together ('limit': nothing is written). A change is
 * written to the team's activity feed in the same transaction.
 */
export async function setGrantSaved(
  db: Db,
  member: { id: string; organizationId: string; verifiedTier: VerificationTierId | null },
  grantId: string,
  save: boolean,
): Promise<'saved' | 'removed' | 'limit'> {
  return db.transaction(async (tx) => {
    if (save) {
      await lockAllowances(tx, member.organizationId)
      if (!(await isSaved(tx, member.organizationId, grantId)) && !(await checkSaveAllowance(tx, member)).allowed) return 'limit'
    }
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

export async function isSaved(db: Db | Tx, orgId: string, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userSavedGrants.id })
    .from(userSavedGrants)
    .where(and(eq(userSavedGrants.organizationId, orgId), eq(userSavedGrants.grantId, grantId)))
    .limit(1)
  return rows.length > 0
}
