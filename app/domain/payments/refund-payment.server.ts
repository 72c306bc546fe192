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
 * disputed escrow milestone): the provider returns `refundUsd` of the paid checkout (all of it when
 * left out); a whole refund marks the checkout refunded, a part (a split) leaves it paid. Throws when
 * there is no paid checkout or the provider refuses, so the caller's transaction records nothing.
 */
export async function refundPaymentWithin(tx: Tx, provider: PaymentProvider, purpose: PaymentPurpose, referenceId: string, options: { refundUsd?: number; now?: Date } = {}) {
  const payment = await paidCheckout(tx, purpose, referenceId)
  if (!payment || payment.provider !== provider.id) throw new Error(`No paid ${provider.id} checkout for ${purpose} ${referenceId}`)
  const whole = options.refundUsd === undefined || options.refundUsd >= payment.amountUsd
  await provider.refund({ sessionId: payment.id, providerPaymentId: payment.providerPaymentId, amountUsd: payment.amountUsd, ...(whole ? {} : { refundUsd: options.refundUsd }) })
  if (whole) await moveCheckout(tx, payment.id, 'refunded', { refundedAt: options.now ?? new Date() })
}
