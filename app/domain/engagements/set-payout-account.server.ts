import { eq } from 'drizzle-orm'
import { PAYOUT_HOLD_HOURS } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { experts, payoutAccountChanges } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import { claimEscrowEmail } from './escrow-notices.server.ts'
import { maskPayoutAccount } from './mask-payout-account.ts'

export type SetPayoutAccountOutcome = { expertId: string; changed: boolean; heldUntil: Date | null } | null

/**
 * An expert names where their payouts go (a Stripe connected account or a Paystack recipient code);
 * null when the member is not an expert. The caller has checked their password again. A change is
 * recorded and the expert is told (in the app, and by email in their language, with the new
 * account masked); replacing an account holds their payouts for PAYOUT_HOLD_HOURS (ADR 038), so
 * someone who took over the session and the password cannot redirect waiting money at once. The
 * first account starts no hold: there is no earlier destination to protect.
 */
export async function setPayoutAccount(db: Db, userId: string, payoutAccount: string, now = new Date()): Promise<SetPayoutAccountOutcome> {
  return db.transaction(async (tx) => {
    const [expert] = await tx.select().from(experts).where(eq(experts.userId, userId)).for('update')
    if (!expert) return null
    if (expert.payoutAccount === payoutAccount) return { expertId: expert.id, changed: false, heldUntil: expert.payoutsHeldUntil && expert.payoutsHeldUntil > now ? expert.payoutsHeldUntil : null }
    const heldUntil = expert.payoutAccount ? new Date(now.getTime() + PAYOUT_HOLD_HOURS * 3_600_000) : expert.payoutsHeldUntil
    await tx.update(experts).set({ payoutAccount, payoutsHeldUntil: heldUntil, updatedAt: now }).where(eq(experts.id, expert.id))
    const [change] = await tx
      .insert(payoutAccountChanges)
      .values({ expertId: expert.id, account: payoutAccount, previousAccount: expert.payoutAccount, heldUntil: expert.payoutAccount ? heldUntil : null, createdAt: now })
      .returning({ id: payoutAccountChanges.id })
    await notify(tx, userId, 'engagements.notification.payoutAccountChanged', { account: maskPayoutAccount(payoutAccount) }, '/engagements#payout-account')
    await claimEscrowEmail(tx, 'payoutAccountChanged', change.id, userId)
    return { expertId: expert.id, changed: true, heldUntil: heldUntil && heldUntil > now ? heldUntil : null }
  })
}
