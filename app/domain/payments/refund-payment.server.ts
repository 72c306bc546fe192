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
