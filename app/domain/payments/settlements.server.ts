import type { Db } from '../../db/client.server.ts'
import type { paymentSessions } from '../../db/schema/index.ts'
import { settleSubscription } from '../subscriptions/settle-subscription.server.ts'
import { settleVerificationFee } from '../verification/settle-verification-fee.server.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type PaymentSession = typeof paymentSessions.$inferSelect

/**
 * Gives what a paid checkout bought, inside the payment event's transaction, after locking the row
 * that decides it. `already-settled` means another payment has already paid for this purpose (or
 * there is nothing left to give): the money is then returned (ADR 010).
 */
export type Settlement = (tx: Tx, session: PaymentSession) => Promise<'settled' | 'already-settled'>

/**
 * Every payment purpose and its settlement, in one place. A new purpose does not compile until it
 * has a handler here; nothing else marks anything paid.
 */
export const SETTLEMENTS = {
  verification: settleVerificationFee,
  subscription: settleSubscription,
} as const satisfies Record<string, Settlement>

export type PaymentPurpose = keyof typeof SETTLEMENTS

export function settlementFor(purpose: string): Settlement {
  const settle = (SETTLEMENTS as Record<string, Settlement>)[purpose]
  if (!settle) throw new Error(`No settlement for payment purpose "${purpose}"`)
  return settle
}
