import { describe, expect, it } from 'vitest'
import { CHECKOUT_STATUSES } from '../../db/schema/payments.ts'
import { settleSubscription } from '../subscriptions/settle-subscription.server.ts'
import { settleVerificationFee } from '../verification/settle-verification-fee.server.ts'
import { VERIFICATION_PAYMENT_TRANSITIONS, VERIFICATION_TRANSITIONS, paymentStatusesInto, verificationStatusesInto } from '../verification/verification-state.ts'
import { settleWhiteGloveFee } from '../white-glove/settle-white-glove-fee.server.ts'
import { CHECKOUT_TRANSITIONS, canMoveCheckout, checkoutStatusesInto } from './checkout-state.ts'
import { SETTLEMENTS, settlementFor } from './settlements.server.ts'

describe('The checkout state machine', () => {
  it('has a row for every status the database allows', () => {
    expect(Object.keys(CHECKOUT_TRANSITIONS).sort()).toEqual([...CHECKOUT_STATUSES].sort())
  })

  it.each([
    ['open', 'paid'],
    ['open', 'canceled'],
    ['open', 'duplicate'],
    ['canceled', 'paid'],
    ['canceled', 'duplicate'],
    ['paid', 'refunded'],
    ['duplicate', 'refunded'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canMoveCheckout(from, to)).toBe(true)
  })

  it.each([
    ['paid', 'open'],
    ['paid', 'canceled'],
    ['paid', 'duplicate'],
    ['refunded', 'paid'],
    ['refunded', 'open'],
    ['duplicate', 'paid'],
    ['canceled', 'open'],
    ['open', 'refunded'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canMoveCheckout(from, to)).toBe(false)
  })

  it('lets nothing move back to open, and only paid or duplicate checkouts be refunded', () => {
    expect(checkoutStatusesInto('open')).toEqual([])
    expect(checkoutStatusesInto('refunded').sort()).toEqual(['duplicate', 'paid'])
  })
})

describe('The verification state machines', () => {
  it('move a review draft → in progress → approved or rejected, and a rejection back to draft', () => {
    expect(verificationStatusesInto('in_progress')).toEqual(['draft'])
    expect(verificationStatusesInto('approved')).toEqual(['in_progress'])
    expect(verificationStatusesInto('rejected')).toEqual(['in_progress'])
    expect(verificationStatusesInto('draft')).toEqual(['rejected'])
    expect(VERIFICATION_TRANSITIONS.approved).toEqual([])
  })

  it('move a fee pending → paid → refunded, never back', () => {
    expect(paymentStatusesInto('paid')).toEqual(['pending'])
    expect(paymentStatusesInto('refunded')).toEqual(['paid'])
    expect(paymentStatusesInto('pending')).toEqual([])
    expect(VERIFICATION_PAYMENT_TRANSITIONS.refunded).toEqual([])
  })
})

describe('Settlement by purpose', () => {
  it('dispatches each purpose to its own handler', () => {
    expect(settlementFor('verification')).toBe(settleVerificationFee)
    expect(settlementFor('subscription')).toBe(settleSubscription)
    expect(settlementFor('white_glove_fee')).toBe(settleWhiteGloveFee)
    for (const [purpose, handler] of Object.entries(SETTLEMENTS)) expect(settlementFor(purpose)).toBe(handler)
    // No two purposes share a handler.
    expect(new Set(Object.values(SETTLEMENTS)).size).toBe(Object.keys(SETTLEMENTS).length)
  })

  it('refuses a purpose it has no handler for', () => {
    expect(() => settlementFor('donation')).toThrow('No settlement for payment purpose "donation"')
  })
})
