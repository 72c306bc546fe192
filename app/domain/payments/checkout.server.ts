import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PLAN_TERM_MONTHS, planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications, paymentEvents, paymentSessions } from '../../db/schema/index.ts'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

export type PaymentPurpose = 'verification' | 'subscription'

/**
 * Starts a checkout for an amount the server decided, and returns where to send the member. The
 * return paths are made absolute against the app's address: hosted checkouts (Stripe, Paystack)
 * send the member back to a full URL.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  input: { purpose: PaymentPurpose; referenceId: string; item: string; userId: string; email: string; amountUsd: number; description: string; successPath: string; cancelPath: string },
): Promise<string> {
  const sessionId = `cs_${provider.id}_${randomUUID().replace(/-/g, '')}`
  const successUrl = new URL(input.successPath, appUrl).href
  const cancelUrl = new URL(input.cancelPath, appUrl).href
  await db.insert(paymentSessions).values({ id: sessionId, provider: provider.id, purpose: input.purpose, referenceId: input.referenceId, item: input.item, userId: input.userId, amountUsd: input.amountUsd, description: input.description, successUrl, cancelUrl })
  try {
    return await provider.checkoutUrl({ sessionId, amountUsd: input.amountUsd, description: input.description, customerEmail: input.email, successUrl, cancelUrl })
  } catch (error) {
    // Nothing half-made is left: a checkout the provider refused is closed at once.
    await db.update(paymentSessions).set({ status: 'canceled', completedAt: new Date() }).where(eq(paymentSessions.id, sessionId))
    throw error
  }
}

/** A year from the later of now and the current paid plan's end, so renewing early loses nothing. */
export function nextRenewal(current: { plan: string; planRenewsAt: Date | null }, boughtPlan: string, now = new Date()) {
  const from = current.plan === boughtPlan && current.planRenewsAt && current.planRenewsAt > now ? current.planRenewsAt : now
  const next = new Date(from)
  next.setUTCMonth(next.getUTCMonth() + PLAN_TERM_MONTHS)
  return next
}

/**
 * Applies a verified provider event exactly once: the event id is recorded first, and a repeat
 * (a replay, or a provider's retry) changes nothing. Only this marks anything paid.
 */
export async function applyPaymentEvent(db: Db, providerId: PaymentProvider['id'], event: VerifiedEvent): Promise<'applied' | 'duplicate' | 'unknown-session'> {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(paymentSessions).where(and(eq(paymentSessions.id, event.sessionId), eq(paymentSessions.provider, providerId))).for('update')
    if (!session) return 'unknown-session'
    const recorded = await tx.insert(paymentEvents).values({ id: event.id, provider: providerId, type: event.type, sessionId: session.id, payload: event.payload as object }).onConflictDoNothing().returning({ id: paymentEvents.id })
    if (recorded.length === 0) return 'duplicate'
    if (session.status !== 'open') return 'applied'
    if (event.type === 'checkout.canceled') {
      await tx.update(paymentSessions).set({ status: 'canceled', completedAt: new Date() }).where(eq(paymentSessions.id, session.id))
      return 'applied'
    }
    await tx.update(paymentSessions).set({ status: 'paid', completedAt: new Date(), providerPaymentId: event.paymentId ?? null }).where(eq(paymentSessions.id, session.id))
    if (session.purpose === 'subscription') {
      const plan = planById(session.item ?? '')
      const [org] = await tx.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, session.referenceId)).for('update')
      if (org && plan.id !== 'free') {
        await tx
          .update(organizations)
          .set({ plan: plan.id, planStatus: 'active', planRenewsAt: nextRenewal(org, plan.id), updatedAt: new Date() })
          .where(eq(organizations.id, session.referenceId))
      }
    }
    if (session.purpose === 'verification') {
      await tx
        .update(organizationVerifications)
        .set({ paymentStatus: 'paid', verificationFeePaid: session.amountUsd, updatedAt: new Date() })
        .where(eq(organizationVerifications.id, Number(session.referenceId)))
    }
    return 'applied'
  })
}
