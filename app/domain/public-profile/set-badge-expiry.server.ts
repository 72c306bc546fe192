import { and, eq } from 'drizzle-orm'
import { tierById } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { organizationMemberIds } from './organization-member-ids.server.ts'

/**
 * An admin sets the day an approved badge stops being in force (a calendar date, YYYY-MM-DD: the
 * badge is valid until that day begins, UTC), or clears it (the badge no longer expires). In one
 * transaction with the audit row and a notification to each member of the organization. 'done',
 * 'revoked' (a revoked badge has nothing left to expire), or 'not-approved'.
 */
export async function setBadgeExpiry(db: Db, actorId: string, verificationId: number, date: string | null): Promise<'done' | 'revoked' | 'not-approved'> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId)).for('update')
    if (before?.verificationStatus !== 'approved') return 'not-approved'
    if (before.revokedAt) return 'revoked'
    const expiresAt = date ? new Date(`${date}T00:00:00Z`) : null
    await tx
      .update(organizationVerifications)
      .set({ expiresAt, updatedAt: new Date() })
      .where(and(eq(organizationVerifications.id, verificationId), eq(organizationVerifications.verificationStatus, 'approved')))
    await recordAudit(tx, {
      actorId,
      action: 'verification.expiry',
      entityType: 'organization_verification',
      entityId: String(verificationId),
      before: { expiresAt: before.expiresAt?.toISOString() ?? null },
      after: { expiresAt: expiresAt?.toISOString() ?? null },
    })
    const tier = tierById(before.verificationTier)!
    const members = await organizationMemberIds(tx, before.organizationId)
    if (date) await notifyAll(tx, members, 'notifications.badgeExpirySet', { tier: tier.id, badge: tier.badge, date }, '/get-verified')
    else await notifyAll(tx, members, 'notifications.badgeExpiryCleared', { tier: tier.id, badge: tier.badge }, '/get-verified')
    return 'done'
  })
}
