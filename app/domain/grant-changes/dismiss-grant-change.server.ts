import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grantChanges } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'

/** A reviewer dismisses a pending change (a misreading, a passing outage): the grant stays as it is, the change stays in its history as dismissed. False when it was decided meanwhile. */
export async function dismissGrantChange(db: Db, actorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(grantChanges)
      .set({ status: 'dismissed', decidedAt: new Date(), decidedBy: actorId })
      .where(and(eq(grantChanges.id, id), eq(grantChanges.status, 'pending')))
      .returning({ grantId: grantChanges.grantId, changes: grantChanges.changes })
    if (!change) return false
    await recordAudit(tx, { actorId, action: 'grant.change.dismiss', entityType: 'grant', entityId: change.grantId, before: { changeId: id }, after: { changes: change.changes } })
    return true
  })
}
