import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { milestoneDisputes, milestones } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { refundPaymentWithin } from '../payments/refund-payment.server.ts'
import { moveMilestone } from './move-milestone.server.ts'

export const RESOLUTIONS = ['refund', 'release', 'split'] as const
export type Resolution = (typeof RESOLUTIONS)[number]
export type ResolveOutcome = 'resolved' | 'not-found' | 'not-open' | 'bad-share' | 'refund-failed'

class RefundFailed extends Error {}

/**
 * An admin settles an open dispute: `refund` returns the whole milestone to the member (the funding
 * checkout refunded through the payments module, ADR 023), `release` pays it to the expert, `split` pays the
 * expert `expertShareUsd` and refunds the rest. The milestone's row stays locked while the money is
 * returned, so two admins deciding at once cannot refund twice; a refund the provider refuses
 * changes nothing (the admin may try again). Each decision gets an audit row; both sides are told.
 */
export async function resolveDispute(db: Db, provider: PaymentProvider, adminId: string, disputeId: string, resolution: Resolution, expertShareUsd?: number): Promise<ResolveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [dispute] = await tx.select().from(milestoneDisputes).where(eq(milestoneDisputes.id, disputeId))
      if (!dispute) return 'not-found'
      const [milestone] = await tx.select().from(milestones).where(eq(milestones.id, dispute.milestoneId)).for('update')
      if (dispute.status !== 'open' || milestone?.status !== 'disputed') return 'not-open'
      if (resolution === 'split' && (expertShareUsd === undefined || expertShareUsd <= 0 || expertShareUsd >= milestone.amountUsd)) return 'bad-share'
      const refundUsd = resolution === 'refund' ? milestone.amountUsd : resolution === 'split' ? milestone.amountUsd - (expertShareUsd ?? 0) : 0
      const move = resolution === 'refund' ? 'resolveRefund' : resolution === 'release' ? 'resolveRelease' : 'resolveSplit'
      const moved = await moveMilestone(tx, { milestoneId: milestone.id, move, actor: { kind: 'admin', userId: adminId }, expertShareUsd, payoutProvider: provider.id })
      if (!moved.ok) return 'not-open'
      const now = new Date()
      await tx
        .update(milestoneDisputes)
        .set({ status: 'resolved', resolution, resolvedBy: adminId, resolvedAt: now })
        .where(and(eq(milestoneDisputes.id, disputeId), eq(milestoneDisputes.status, 'open')))
      await recordAudit(tx, {
        actorId: adminId,
        action: resolution === 'refund' ? 'dispute.refund' : resolution === 'release' ? 'dispute.release' : 'dispute.split',
        entityType: 'milestone_dispute',
        entityId: disputeId,
        before: { milestoneStatus: 'disputed', amountUsd: milestone.amountUsd },
        after: { milestoneStatus: moved.milestone.status, refundUsd, expertShareUsd: resolution === 'split' ? expertShareUsd : resolution === 'release' ? milestone.amountUsd : 0 },
      })
      if (refundUsd > 0) {
        // Last, with everything else written: if the provider refuses, the whole decision is undone.
        await refundPaymentWithin(tx, provider, 'escrow_milestone', milestone.id, { refundUsd, refundKey: `dispute_${disputeId}`, now }).catch((error: unknown) => {
          throw new RefundFailed(error instanceof Error ? error.message : String(error))
        })
      }
      return 'resolved'
    })
  } catch (error) {
    if (!(error instanceof RefundFailed)) throw error
    console.error('Refunding a disputed milestone failed at the payment provider', error)
    await recordAudit(db, { actorId: adminId, action: 'dispute.refund_failed', entityType: 'milestone_dispute', entityId: disputeId, after: { resolution, error: error.message } })
    return 'refund-failed'
  }
}
