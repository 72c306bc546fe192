import { payerCountry } from './payer-country.server.ts'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { paymentEvents, paymentSessions } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'
import { canMoveCheckout } from './checkout-state.ts'
import { moveCheckout, moveCheckouts } from './move-checkout.server.ts'
import { recordReceipt } from './record-receipt.server.ts'
import { settlementFor, type PaymentPurpose, type PaymentSession, type Tx } from './settlements.server.ts'

export type { PaymentPurpose }
export { nextRenewal } from '../subscriptions/settle-subscription.server.ts'

/** An open checkout is offered again for this long; Stripe's hosted sessions expire after 24 hours. */
const REUSE_FOR_MS = 23 * 60 * 60 * 1000
/**
 * A checkout whose provider page is still being created is waited for this long from its creation
 * (the provider's timeout with its retries); after that its request is taken to have died.
 */
const OPENING_FOR_MS = 90 * 1000

export interface CheckoutInput {
  purpose: PaymentPurpose
  referenceId: string
  item: string
  userId: string
  email: string
  amountUsd: number
  description: string
  successPath: string
  cancelPath: string
}

/**
 * Starts a checkout for an amount the server decided, and returns where to send the member. The
 * return paths are made absolute against the app's address: hosted checkouts (Stripe, Paystack)
 * send the member back to a full URL.
 *
 * Every checkout, whatever it pays for, opens with the payer's country (payerCountry), so the provider
 * offers the ways to pay the pricing, billing and checkout pages named for it (ADR 070).
 *
 * One checkout is open per purpose and item (ADR 010): a unique index admits one open row, so a
 * second Pay, a double click or another tab gets the same provider page rather than a second charge.
 */
export async function startCheckout(db: Db, provider: PaymentProvider, appUrl: string, input: CheckoutInput): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reused = await openCheckoutUrl(db, provider, input)
    if (reused) return reused
    const sessionId = `cs_${provider.id}_${randomUUID().replace(/-/g, '')}`
    const successUrl = new URL(input.successPath, appUrl).href
    const cancelUrl = new URL(input.cancelPath, appUrl).href
    const [created] = await db
      .insert(paymentSessions)
      .values({
        id: sessionId,
        provider: provider.id,
        purpose: input.purpose,
        referenceId: input.referenceId,
        item: input.item,
        userId: input.userId,
        amountUsd: input.amountUsd,
        description: input.description,
        successUrl,
        cancelUrl,
      })
      .onConflictDoNothing()
      .returning({ id: paymentSessions.id })
    // Another request opened it a moment ago: the next look finds it.
    if (!created) continue
    try {
      const country = await payerCountry(db, input.userId)
      const url = await provider.checkoutUrl({ sessionId, amountUsd: input.amountUsd, description: input.description, customerEmail: input.email, successUrl, cancelUrl, country })
      // The provider page's address, not a change of state.
      await db.update(paymentSessions).set({ checkoutUrl: url }).where(eq(paymentSessions.id, sessionId))
      return url
    } catch (error) {
      // Nothing half-made is left: a checkout the provider refused is closed at once.
      await closeCheckout(db, sessionId)
      throw error
    }
  }
  throw new Error('Could not open a checkout')
}

/**
 * The provider page of the open checkout for this purpose and item, waiting while another request is
 * still creating it; null when there is none to reuse (an old, changed or abandoned one is closed).
 */
async function openCheckoutUrl(db: Db, provider: PaymentProvider, input: CheckoutInput): Promise<string | null> {
  const [open] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.purpose, input.purpose), eq(paymentSessions.referenceId, input.referenceId), eq(paymentSessions.item, input.item), eq(paymentSessions.status, 'open')))
  if (!open) return null
  const age = Date.now() - open.createdAt.getTime()
  // Another payer's checkout (a colleague paying the team's fee) carries their email and receipt: not reused.
  const reusable = open.provider === provider.id && open.amountUsd === input.amountUsd && open.userId === input.userId && age < REUSE_FOR_MS
  if (reusable && open.checkoutUrl) return open.checkoutUrl
  if (!reusable || age >= OPENING_FOR_MS) {
    await closeCheckout(db, open.id)
    return null
  }
  for (let wait = 25; Date.now() - open.createdAt.getTime() < OPENING_FOR_MS; wait = Math.min(wait * 2, 500)) {
    await sleep(wait)
    const [now] = await db.select({ status: paymentSessions.status, checkoutUrl: paymentSessions.checkoutUrl }).from(paymentSessions).where(eq(paymentSessions.id, open.id))
    if (now?.checkoutUrl) return now.checkoutUrl
    // The request opening it failed (the provider refused): this one fails with it.
    if (now?.status !== 'open') throw new Error('The payment provider did not open the checkout')
  }
  await closeCheckout(db, open.id)
  return null
}

async function closeCheckout(db: Db, sessionId: string) {
  await moveCheckout(db, sessionId, 'canceled', { completedAt: new Date() })
}

/**
 * What a verified event did: `applied` (settled, canceled, or already done), `duplicate` (this event
 * was seen before), `unknown-session` (not one of our checkouts: recorded and acknowledged), or
 * `duplicate-payment` (a second payment for something already paid: to be refunded).
 */
export type PaymentEventOutcome = 'applied' | 'duplicate' | 'unknown-session' | 'duplicate-payment'

/**
 * Applies a verified provider event exactly once: the event id is recorded first, and a repeat
 * (a replay, or a provider's retry) changes nothing. Only this marks anything paid, through the
 * purpose's settlement (settlements.server.ts).
 */
export async function applyPaymentEvent(db: Db, providerId: PaymentProvider['id'], event: VerifiedEvent): Promise<PaymentEventOutcome> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, event.sessionId), eq(paymentSessions.provider, providerId)))
      .for('update')
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: providerId, type: event.type, sessionId: session?.id ?? null, payload: (event.payload ?? {}) as object, outcome: session ? null : 'unknown_session' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (recorded.length === 0) return 'duplicate'
    // Not a checkout of ours (another app on the same provider account, or a deleted one): kept and acknowledged.
    if (!session) return 'unknown-session'
    const outcome = await applyToSession(tx, session, event)
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.id))
    return outcome === 'duplicate_payment' ? 'duplicate-payment' : 'applied'
  })
}

async function applyToSession(tx: Tx, session: PaymentSession, event: VerifiedEvent): Promise<'settled' | 'canceled' | 'already_applied' | 'duplicate_payment'> {
  const now = new Date()
  if (event.type === 'checkout.canceled') {
    return (await moveCheckout(tx, session.id, 'canceled', { completedAt: now })) ? 'canceled' : 'already_applied'
  }
  // This checkout's money has already been counted (or returned).
  if (!canMoveCheckout(session.status, 'paid')) return 'already_applied'
  const providerPaymentId = event.paymentId ?? null
  const settled = await settlementFor(session.purpose)(tx, session)
  if (settled === 'already-settled') {
    await moveCheckout(tx, session.id, 'duplicate', { completedAt: now, providerPaymentId })
    await recordAudit(tx, { actorId: null, action: 'payment.duplicate_received', entityType: 'payment_session', entityId: session.id, after: paymentFacts(session, providerPaymentId) })
    return 'duplicate_payment'
  }
  await moveCheckout(tx, session.id, 'paid', { completedAt: now, providerPaymentId })
  // Every settled payment gets its receipt, notification and receipt email claim in this transaction,
  // for the organization its settlement named (or the payer's).
  await recordReceipt(tx, session, providerPaymentId, now, settled === 'settled' ? undefined : settled.receiptOrganizationId)
  // Other checkouts still open for the same purpose are closed, so a later Pay opens a fresh one;
  // paid anyway, they would be refunded. One locked by its own event right now is left to that event
  // (waiting for it would deadlock: it waits for the purpose's row this transaction holds).
  const others = tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.purpose, session.purpose), eq(paymentSessions.referenceId, session.referenceId), eq(paymentSessions.status, 'open'), ne(paymentSessions.id, session.id)))
    .for('update', { skipLocked: true })
  await moveCheckouts(tx, inArray(paymentSessions.id, others), 'canceled', { completedAt: now })
  return 'settled'
}

const paymentFacts = (session: PaymentSession, providerPaymentId: string | null) => ({
  provider: session.provider,
  purpose: session.purpose,
  referenceId: session.referenceId,
  item: session.item,
  amountUsd: session.amountUsd,
  providerPaymentId,
})

/**
 * The webhook's entry: applies the event, and returns a second payment for an already-paid purpose
 * through the provider. The refund is recorded for the admins, and so is a refund the provider
 * refused (then an admin returns the money by hand): `refunded` or `refund-failed`.
 */
export async function receivePaymentEvent(db: Db, provider: PaymentProvider, event: VerifiedEvent): Promise<Exclude<PaymentEventOutcome, 'duplicate-payment'> | 'refunded' | 'refund-failed'> {
  const outcome = await applyPaymentEvent(db, provider.id, event)
  if (outcome !== 'duplicate-payment') return outcome
  return refundDuplicatePayment(db, provider, event.sessionId)
}

export async function refundDuplicatePayment(db: Db, provider: PaymentProvider, sessionId: string): Promise<'refunded' | 'refund-failed'> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'duplicate')))
  if (!session) return 'refunded'
  try {
    await provider.refund({ sessionId: session.id, providerPaymentId: session.providerPaymentId, amountUsd: session.amountUsd })
  } catch (error) {
    console.error('Refunding a duplicate payment failed at the payment provider', error)
    await recordAudit(db, {
      actorId: null,
      action: 'payment.duplicate_refund_failed',
      entityType: 'payment_session',
      entityId: session.id,
      after: { ...paymentFacts(session, session.providerPaymentId), error: error instanceof Error ? error.message : String(error) },
    })
    return 'refund-failed'
  }
  await db.transaction(async (tx) => {
    await moveCheckouts(tx, and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'duplicate')), 'refunded', { refundedAt: new Date() })
    await recordAudit(tx, { actorId: null, action: 'payment.duplicate_refunded', entityType: 'payment_session', entityId: session.id, after: paymentFacts(session, session.providerPaymentId) })
  })
  return 'refunded'
}
