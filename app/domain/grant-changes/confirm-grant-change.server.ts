import { and, eq } from 'drizzle-orm'
import { isNotified } from '../../catalog/grant-changes.ts'
import type { Db } from '../../db/client.server.ts'
import { grantChanges } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { applyGrantChange } from './apply-grant-change.server.ts'
import { claimGrantChangeNotices } from './claim-grant-change-notices.server.ts'

/**
 * A reviewer confirms a pending change found at the source: in one transaction the change is locked
 * while still pending, written to its grant, marked applied by this reviewer, logged, and its notices
 * claimed for the members who saved or applied. Null when it was decided meanwhile (a second click,
 * another reviewer): nothing is applied twice.
 */
export async function confirmGrantChange(db: Db, actorId: string, id: string): Promise<{ grantId: string; notices: Array<{ key: string; userId: string }> } | null> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(grantChanges)
      .where(and(eq(grantChanges.id, id), eq(grantChanges.status, 'pending')))
      .for('update')
    if (!change) return null
    await applyGrantChange(tx, change.grantId, change.changes)
    await tx.update(grantChanges).set({ status: 'applied', decidedAt: new Date(), decidedBy: actorId }).where(eq(grantChanges.id, id))
    await recordAudit(tx, { actorId, action: 'grant.change.confirm', entityType: 'grant', entityId: change.grantId, before: { changeId: id }, after: { changes: change.changes } })
    const notices = isNotified(change.changes) ? await claimGrantChangeNotices(tx, id) : []
    return { grantId: change.grantId, notices }
  })
}
