import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, expertPayouts, experts, grants, milestones, whiteGloveRequests } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { claimEscrowEmail, tellParty } from './escrow-notices.server.ts'

export type PayoutOutcome = 'sent' | 'failed' | 'skipped' | 'no-account' | 'held'

/**
 * Sends one payout through the provider. The payout's row stays locked during the transfer (a
 * second worker skips it), a payout already sent is never sent again, and the payout id is the
 * provider's idempotency key: a crash between the transfer and the commit leaves the row pending,
 * and the retry gets the provider's first transfer back rather than a second one. A refused
 * transfer is marked failed with the provider's words, and tried again by the next scan. While the
 * expert's payouts are held after a change of payout account (ADR 038) it waits; the transfer's
 * destination is kept on the payout, and the "Payout sent" email names it, masked. A white-glove
 * payout (the expert's fixed fee, ADR 079) is told in the app and by the same email, naming the grant.
 */
export async function sendPayout(db: Db, provider: PaymentProvider, payoutId: string, now = new Date()): Promise<PayoutOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        payout: expertPayouts,
        destination: experts.payoutAccount,
        heldUntil: experts.payoutsHeldUntil,
        expertUserId: experts.userId,
        title: milestones.title,
        engagementId: milestones.engagementId,
        grantTitle: grants.title,
      })
      .from(expertPayouts)
      .innerJoin(experts, eq(experts.id, expertPayouts.expertId))
      .leftJoin(milestones, eq(milestones.id, expertPayouts.milestoneId))
      .leftJoin(whiteGloveRequests, eq(whiteGloveRequests.id, expertPayouts.whiteGloveRequestId))
      .leftJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
      .leftJoin(grants, eq(grants.id, applications.grantId))
      .where(eq(expertPayouts.id, payoutId))
      .for('update', { of: expertPayouts, skipLocked: true })
    if (!row || row.payout.status === 'sent' || row.payout.provider !== provider.id) return 'skipped'
    if (!row.destination) return 'no-account'
    if (row.heldUntil && row.heldUntil > now) return 'held'
    let transferId: string
    try {
      transferId = await provider.transfer({ payoutId, destination: row.destination, amountUsd: row.payout.amountUsd })
    } catch (error) {
      console.error('A payout transfer failed at the payment provider; it will be tried again', error)
      await tx
        .update(expertPayouts)
        .set({ status: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
        .where(eq(expertPayouts.id, payoutId))
      return 'failed'
    }
    await tx.update(expertPayouts).set({ status: 'sent', providerTransferId: transferId, destination: row.destination, sentAt: new Date(), error: null }).where(eq(expertPayouts.id, payoutId))
    if (row.engagementId)
      await tellParty(tx, { kind: 'payoutSent', userId: row.expertUserId, entityId: payoutId, engagementId: row.engagementId, params: { title: row.title ?? '', amountUsd: row.payout.amountUsd } })
    else {
      await notify(tx, row.expertUserId, 'whiteGlove.notification.expertPaid', { grant: row.grantTitle ?? '', amountUsd: row.payout.amountUsd })
      await claimEscrowEmail(tx, 'payoutSent', payoutId, row.expertUserId)
    }
    return 'sent'
  })
}

/** Every payout waiting (pending, or failed before) whose expert has a payout account and no hold on it, sent one by one. */
export async function sendWaitingPayouts(db: Db, provider: PaymentProvider, options: { expertId?: string; now?: Date } = {}) {
  const now = options.now ?? new Date()
  const waiting = await db
    .select({ id: expertPayouts.id })
    .from(expertPayouts)
    .innerJoin(experts, eq(experts.id, expertPayouts.expertId))
    .where(
      and(
        inArray(expertPayouts.status, ['pending', 'failed']),
        eq(expertPayouts.provider, provider.id),
        isNotNull(experts.payoutAccount),
        or(isNull(experts.payoutsHeldUntil), lte(experts.payoutsHeldUntil, now)),
        options.expertId ? eq(experts.id, options.expertId) : undefined,
      ),
    )
    .orderBy(expertPayouts.createdAt)
    .limit(200)
  const outcomes: Record<PayoutOutcome, number> = { sent: 0, failed: 0, skipped: 0, 'no-account': 0, held: 0 }
  for (const { id } of waiting) outcomes[await sendPayout(db, provider, id, now)]++
  return outcomes
}
