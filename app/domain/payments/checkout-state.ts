import type { CHECKOUT_STATUSES } from '../../db/schema/payments.ts'

export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/**
 * The checkout's state machine, written once (ADR 023): every change of payment_sessions.status goes
 * through moveCheckout (move-checkout.server.ts), which admits only these moves.
 * - open: the provider page is offered; closed (canceled) when abandoned, replaced or refused.
 * - canceled: closed, but a payment that still arrives for it counts (paid), or is returned (duplicate).
 * - paid: its purpose was settled; refunded when the money goes back (a verification refund).
 * - duplicate: a second payment for something already paid, waiting for its refund.
 * - refunded: the end.
 */
export const CHECKOUT_TRANSITIONS: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  open: ['paid', 'canceled', 'duplicate'],
  canceled: ['paid', 'duplicate'],
  paid: ['refunded'],
  duplicate: ['refunded'],
  refunded: [],
}

export function canMoveCheckout(from: CheckoutStatus, to: CheckoutStatus): boolean {
  return CHECKOUT_TRANSITIONS[from].includes(to)
}

/** The states a checkout may be in to move to `to`. */
export function checkoutStatusesInto(to: CheckoutStatus): CheckoutStatus[] {
  return (Object.keys(CHECKOUT_TRANSITIONS) as CheckoutStatus[]).filter((from) => canMoveCheckout(from, to))
}
