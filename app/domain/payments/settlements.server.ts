import { settleMilestoneFunding } from '../engagements/settle-milestone-funding.server.ts'
import { settleExpertMembership } from '../experts/settle-expert-membership.server.ts'
import { settleSubscription } from '../subscriptions/settle-subscription.server.ts'
import { settleVerificationFee } from '../verification/settle-verification-fee.server.ts'
import { settleWhiteGloveFee } from '../white-glove/settle-white-glove-fee.server.ts'
import type { PaymentPurpose, Settlement } from './settlement.ts'

export type { PaymentPurpose, PaymentSession, Settlement, Tx } from './settlement.ts'

/**
 * Every payment purpose and its settlement, in one place. A new purpose does not compile until it
 * has a handler here; nothing else marks anything paid. One line per purpose; each handler writes
 * only its own module's tables (ADR 023). Whatever settles gets its receipt
 * (record-receipt.server.ts) in the same transaction, from applyPaymentEvent.
 */
export const SETTLEMENTS = {
  verification: settleVerificationFee,
  subscription: settleSubscription,
  escrow_milestone: settleMilestoneFunding,
  expert_membership: settleExpertMembership,
  white_glove_fee: settleWhiteGloveFee,
} as const satisfies Record<PaymentPurpose, Settlement>

export function settlementFor(purpose: string): Settlement {
  const settle = (SETTLEMENTS as Record<string, Settlement>)[purpose]
  if (!settle) throw new Error(`No settlement for payment purpose "${purpose}"`)
  return settle
}
