import { and, count, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { auditLog, paymentSessions } from '../../db/schema/index.ts'
import { refundDuplicatePayment } from './checkout.server.ts'
import type { PaymentProvider } from './payment-provider.ts'

/** How often a second payment's refund is tried before it is left to an admin (each try is audited). */
export const DUPLICATE_REFUND_ATTEMPTS = 5

/**
 * Second payments still waiting for their refund: the provider refused it, or the process stopped
 * between recording the payment and refunding it. Each is tried again, a few times in all; the
 * provider's idempotency (Stripe's refund key per payment intent) keeps a retry from paying twice.
 */
export async function retryDuplicateRefunds(db: Db, provider: PaymentProvider, now = new Date()): Promise<{ refunded: number; failed: number }> {
  const waiting = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'duplicate'), eq(paymentSessions.provider, provider.id), lt(paymentSessions.completedAt, sql`${now.toISOString()}::timestamptz - interval '5 minutes'`)))
  if (waiting.length === 0) return { refunded: 0, failed: 0 }
  const tries = await db
    .select({ id: auditLog.entityId, n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'payment.duplicate_refund_failed'),
        inArray(
          auditLog.entityId,
          waiting.map((w) => w.id),
        ),
      ),
    )
    .groupBy(auditLog.entityId)
  const triedAlready = new Map(tries.map((t) => [t.id, t.n]))
  let refunded = 0
  let failed = 0
  for (const { id } of waiting) {
    if ((triedAlready.get(id) ?? 0) >= DUPLICATE_REFUND_ATTEMPTS) continue
    if ((await refundDuplicatePayment(db, provider, id)) === 'refunded') refunded++
    else failed++
  }
  return { refunded, failed }
}
