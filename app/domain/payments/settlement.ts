import type { Db } from '../../db/client.server.ts'
import type { paymentSessions } from '../../db/schema/index.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What a checkout pays for; each has its settlement in SETTLEMENTS (settlements.server.ts), which does not compile without it. */
export type PaymentPurpose = 'verification' | 'subscription' | 'escrow_milestone' | 'expert_membership' | 'white_glove_fee'
export type PaymentSession = typeof paymentSessions.$inferSelect

/**
 * What a settlement did. `settled`: the purchase was given, and its receipt goes to the payer's
 * organization; `{ receiptOrganizationId }`: given, with the receipt for that organization (or none);
 * `already-settled`: another payment has already paid for this purpose (or there is nothing left to
 * give), and the money is returned (ADR 010).
 */
export type SettlementOutcome = 'settled' | 'already-settled' | { receiptOrganizationId: string | null }

/**
 * Gives what a paid checkout bought, inside the payment event's transaction, after locking the row
 * that decides it. A settlement writes only its own purpose's tables: the checkout, its event and its
 * receipt belong to the payments module (ADR 023).
 */
export type Settlement = (tx: Tx, session: PaymentSession) => Promise<SettlementOutcome>
