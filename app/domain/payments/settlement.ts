import type { Db } from '../../db/client.server.ts'
import type { paymentSessions } from '../../db/schema/index.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type PaymentSession = typeof paymentSessions.$inferSelect

/**
 * Gives what a paid checkout bought, inside the payment event's transaction, after locking the row
 * that decides it. `already-settled` means another payment has already paid for this purpose (or
 * there is nothing left to give): the money is then returned (ADR 010).
 */
export type Settlement = (tx: Tx, session: PaymentSession) => Promise<'settled' | 'already-settled'>
