import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { paymentSessions } from '../../db/schema/index.ts'
import { type CheckoutStatus, checkoutStatusesInto } from './checkout-state.ts'
import type { Tx } from './settlement.ts'

type Fields = Partial<Pick<typeof paymentSessions.$inferInsert, 'completedAt' | 'refundedAt' | 'providerPaymentId'>>

/**
 * The one way a checkout's status changes: the update admits only the moves of CHECKOUT_TRANSITIONS,
 * so a forbidden one (a refunded checkout paid again, anything back to open) changes nothing.
 * `where` narrows the checkouts (one id, or a set); returns the ids that moved.
 */
export async function moveCheckouts(tx: Tx | Db, where: SQL | undefined, to: CheckoutStatus, fields: Fields = {}): Promise<string[]> {
  const from = checkoutStatusesInto(to)
  if (from.length === 0) return []
  const moved = await tx
    .update(paymentSessions)
    .set({ ...fields, status: to })
    .where(and(where, inArray(paymentSessions.status, from)))
    .returning({ id: paymentSessions.id })
  return moved.map((m) => m.id)
}

/** Moves one checkout; false when its state does not allow the move (or it does not exist). */
export async function moveCheckout(tx: Tx | Db, sessionId: string, to: CheckoutStatus, fields: Fields = {}): Promise<boolean> {
  return (await moveCheckouts(tx, eq(paymentSessions.id, sessionId), to, fields)).length > 0
}
