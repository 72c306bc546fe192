import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications, type CheckWaiver, type DigitalCheck } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { checkBlocks } from './approval-gate.ts'

/**
 * A reviewer records why an automated check that failed or did not run does not apply to this
 * organization (audited), so the application may be approved without it; the badge never claims
 * it. Only for an application in review, and only for a check that blocks approval now.
 */
export async function waiveCheck(db: Db, actorId: string, id: number, checkId: DigitalCheck['id'], reason: string): Promise<'done' | 'not-waiting' | 'not-needed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tier: organizationVerifications.verificationTier, checks: organizationVerifications.digitalChecks, waivers: organizationVerifications.checkWaivers })
      .from(organizationVerifications)
      .where(and(eq(organizationVerifications.id, id), eq(organizationVerifications.verificationStatus, 'in_progress')))
      .for('update')
    if (!row) return 'not-waiting'
    const check = row.checks?.find((c) => c.id === checkId)
    if (!check || !checkBlocks(row.tier, check)) return 'not-needed'
    const waiver: CheckWaiver = { id: checkId, reason, by: actorId, at: new Date().toISOString() }
    const waivers = [...(row.waivers ?? []).filter((w) => w.id !== checkId), waiver]
    await tx.update(organizationVerifications).set({ checkWaivers: waivers, updatedAt: new Date() }).where(eq(organizationVerifications.id, id))
    await recordAudit(tx, {
      actorId,
      action: 'verification.check_waived',
      entityType: 'organization_verification',
      entityId: String(id),
      before: { check: checkId, outcome: check.outcome, message: check.message },
      after: { check: checkId, reason },
    })
    return 'done'
  })
}
