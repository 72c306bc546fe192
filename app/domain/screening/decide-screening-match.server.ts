import { and, eq, sql } from 'drizzle-orm'
import { tierById } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications, screeningMatches } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { organizationMemberIds } from '../public-profile/organization-member-ids.server.ts'

export type ScreeningDecision = 'clear' | 'confirm'
/**
 * What a reviewer's decision did: the match cleared or confirmed; for a badge under review, the
 * badge back in force (its last open match cleared) or revoked (a match confirmed); 'not-open' when
 * the match was decided already, or is not this application's.
 */
export type ScreeningDecisionOutcome = 'cleared' | 'confirmed' | 'reinstated' | 'revoked' | 'not-open'

/**
 * A reviewer clears a possible match (a namesake: not the listed person or organization) or
 * confirms it, always with the reason, in one transaction with the audit row (ADR 064). Nothing is
 * decided silently. On an approved badge held under review: the last open match cleared puts the
 * badge back in force; a confirmed match revokes it ("Found on a sanctions list"). The organization's
 * members are told either way.
 */
export async function decideScreeningMatch(
  db: Db,
  input: { actorId: string; verificationId: number; matchId: number; decision: ScreeningDecision; reason: string },
): Promise<ScreeningDecisionOutcome> {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(organizationVerifications).where(eq(organizationVerifications.id, input.verificationId)).for('update')
    if (!application) return 'not-open'
    const now = new Date()
    const [match] = await tx
      .update(screeningMatches)
      .set({ status: input.decision === 'clear' ? 'cleared' : 'confirmed', decisionReason: input.reason, decidedBy: input.actorId, decidedAt: now })
      .where(and(eq(screeningMatches.id, input.matchId), eq(screeningMatches.verificationId, input.verificationId), eq(screeningMatches.status, 'open')))
      .returning()
    if (!match) return 'not-open'
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.decision === 'clear' ? 'screening.clear' : 'screening.confirm',
      entityType: 'screening_match',
      entityId: String(match.id),
      before: { status: 'open' },
      after: { status: match.status, reason: input.reason, list: match.list, entryRef: match.entryRef, subjectName: match.subjectName },
    })
    const heldBadge = application.verificationStatus === 'approved' && application.suspendedAt && !application.revokedAt
    if (!heldBadge) return input.decision === 'clear' ? 'cleared' : 'confirmed'
    const tier = tierById(application.verificationTier)!
    const members = await organizationMemberIds(tx, application.organizationId)
    if (input.decision === 'confirm') {
      await tx
        .update(organizationVerifications)
        .set({ revokedAt: now, revokedReason: 'sanctions_listed', revokedBy: input.actorId, updatedAt: now })
        .where(eq(organizationVerifications.id, application.id))
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'verification.revoke',
        entityType: 'organization_verification',
        entityId: String(application.id),
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString(), revokedReason: 'sanctions_listed' },
      })
      await notifyAll(tx, members, 'notifications.badgeRevoked', { tier: tier.id, badge: tier.badge, reason: 'sanctions_listed' }, '/get-verified')
      return 'revoked'
    }
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(screeningMatches)
      .where(and(eq(screeningMatches.verificationId, application.id), eq(screeningMatches.status, 'open')))
    if (open > 0) return 'cleared'
    await tx.update(organizationVerifications).set({ suspendedAt: null, updatedAt: now }).where(eq(organizationVerifications.id, application.id))
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'verification.reinstate',
      entityType: 'organization_verification',
      entityId: String(application.id),
      before: { suspendedAt: application.suspendedAt?.toISOString() },
      after: { suspendedAt: null },
    })
    await notifyAll(tx, members, 'notifications.badgeReinstated', { tier: tier.id, badge: tier.badge }, '/get-verified')
    return 'reinstated'
  })
}
