import { eq } from 'drizzle-orm'
import { paymentSessions } from '../../db/schema/index.ts'
import { moveCheckout } from './move-checkout.server.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { paidCheckout } from './payment-records.server.ts'
import type { PaymentPurpose, Tx } from './settlements.server.ts'
import type { Db } from '../../db/client.server.ts'

/**
 * Returns the paid checkout of a purpose's reference through the provider that took it, then, in one
 * transaction, marks the checkout refunded and lets the purpose's module record it on its own rows
 * (`onRefunded`). A provider's refusal records nothing: `failed`.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  purpose: PaymentPurpose,
  referenceId: string,
  onRefunded: (tx: Tx, refundedAt: Date) => Promise<void>,
  now = new Date(),
): Promise<'done' | 'failed'> {
  const payment = await paidCheckout(db, purpose, referenceId)
  if (!payment || payment.provider !== provider.id) return 'failed'
  try {
    await provider.refund({ sessionId: payment.id, providerPaymentId: payment.providerPaymentId, amountUsd: payment.amountUsd })
  } catch (error) {
    console.error('Refund failed at the payment provider', error)
    return 'failed'
  }
  await db.transaction(async (tx) => {
    await moveCheckout(tx, payment.id, 'refunded', { refundedAt: now })
    await onRefunded(tx, now)
  })
  return 'done'
}

/**
 * The same, inside the caller's transaction, which holds the lock on what the money paid for (a
 * disputed escrow milestone, a white-glove request): the provider returns `refundUsd` of what is left
 * of the paid checkout (all of it when left out), under `refundKey`, the one refund's own id (a
 * dispute's, a correction's). A refund of all that is left marks the checkout refunded; a part (a
 * split, a credit) leaves it paid and counts what it returned. Throws when there is no paid checkout,
 * less is left of it than asked, or the provider refuses, so the caller's transaction records nothing.
 */
export async function refundPaymentWithin(tx: Tx, provider: PaymentProvider, purpose: PaymentPurpose, referenceId: string, options: { refundUsd?: number; refundKey: string; now?: Date }) {
  const payment = await paidCheckout(tx, purpose, referenceId)
  if (!payment || payment.provider !== provider.id) throw new Error(`No paid ${provider.id} checkout for ${purpose} ${referenceId}`)
  const leftUsd = payment.amountUsd - payment.refundedUsd
  if (options.refundUsd !== undefined && options.refundUsd > leftUsd) throw new Error(`Only ${leftUsd} USD is left of ${provider.id} checkout ${payment.id}`)
  const whole = payment.refundedUsd === 0 && (options.refundUsd === undefined || options.refundUsd >= payment.amountUsd)
  const refundUsd = options.refundUsd ?? leftUsd
  await provider.refund({ sessionId: payment.id, providerPaymentId: payment.providerPaymentId, amountUsd: payment.amountUsd, ...(whole ? {} : { refundUsd, refundKey: options.refundKey }) })
  await tx
    .update(paymentSessions)
    .set({ refundedUsd: payment.refundedUsd + refundUsd })
    .where(eq(paymentSessions.id, payment.id))
  if (refundUsd >= leftUsd) await moveCheckout(tx, payment.id, 'refunded', { refundedAt: options.now ?? new Date() })
}
