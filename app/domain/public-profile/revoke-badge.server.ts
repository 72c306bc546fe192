import { and, eq } from 'drizzle-orm'
import type { RevocationReason } from '../../catalog/badge-check.ts'
import { tierById } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { organizationMemberIds } from './organization-member-ids.server.ts'

/**
 * An admin revokes an approved badge, with a reason category (the only part ever shown publicly).
 * In one transaction with the audit row and a notification to each member of the organization.
 * From then on the badge is gone from the member's name, the public profile and the verified
 * count (badgeInForce), and its check page says "revoked". 'done', 'already' (it was revoked
 * before), or 'not-approved'.
 */
export async function revokeBadge(db: Db, actorId: string, verificationId: number, reason: RevocationReason): Promise<'done' | 'already' | 'not-approved'> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId)).for('update')
    if (before?.verificationStatus !== 'approved') return 'not-approved'
    if (before.revokedAt) return 'already'
    const revokedAt = new Date()
    await tx
      .update(organizationVerifications)
      .set({ revokedAt, revokedReason: reason, revokedBy: actorId, updatedAt: revokedAt })
      .where(and(eq(organizationVerifications.id, verificationId), eq(organizationVerifications.verificationStatus, 'approved')))
    await recordAudit(tx, {
      actorId,
      action: 'verification.revoke',
      entityType: 'organization_verification',
      entityId: String(verificationId),
      before: { revokedAt: null },
      after: { revokedAt: revokedAt.toISOString(), revokedReason: reason },
    })
    const tier = tierById(before.verificationTier)!
    // Ids, written out in each reader's language when the notification is shown.
    await notifyAll(tx, await organizationMemberIds(tx, before.organizationId), 'notifications.badgeRevoked', { tier: tier.id, badge: tier.badge, reason }, '/get-verified')
    return 'done'
  })
}
