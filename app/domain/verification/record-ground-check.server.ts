import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'

/**
 * Layer 2: a reviewer records the on-the-ground check of an application in review, audited. That
 * reviewer may not also record layer 3 and approve (approvalBlocks). 'not-waiting' when it is not in review.
 */
export async function recordGroundCheck(db: Db, actorId: string, id: number, notes: string): Promise<'done' | 'not-waiting'> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ notes: organizationVerifications.groundCheckNotes, by: organizationVerifications.groundCheckBy })
      .from(organizationVerifications)
      .where(and(eq(organizationVerifications.id, id), eq(organizationVerifications.verificationStatus, 'in_progress')))
      .for('update')
    if (!before) return 'not-waiting'
    const now = new Date()
    await tx.update(organizationVerifications).set({ groundCheckNotes: notes, groundCheckBy: actorId, groundCheckAt: now, updatedAt: now }).where(eq(organizationVerifications.id, id))
    await recordAudit(tx, {
      actorId,
      action: 'verification.ground_check',
      entityType: 'organization_verification',
      entityId: String(id),
      before: { groundCheckNotes: before.notes, groundCheckBy: before.by },
      after: { groundCheckNotes: notes, groundCheckBy: actorId },
    })
    return 'done'
  })
}
