import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications, paymentEvents, paymentSessions } from '../../db/schema/index.ts'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

/** Starts a checkout for an amount the server decided, and returns where to send the member. */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  input: { purpose: 'verification'; referenceId: string; userId: string; email: string; amountUsd: number; description: string; successUrl: string; cancelUrl: string },
): Promise<string> {
  const sessionId = `cs_${provider.id}_${randomUUID().replace(/-/g, '')}`
  await db.insert(paymentSessions).values({ id: sessionId, provider: provider.id, purpose: input.purpose, referenceId: input.referenceId, userId: input.userId, amountUsd: input.amountUsd, description: input.description, successUrl: input.successUrl, cancelUrl: input.cancelUrl })
  return provider.checkoutUrl({ sessionId, amountUsd: input.amountUsd, description: input.description, customerEmail: input.email })
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
    await tx.update(paymentSessions).set({ status: 'paid', completedAt: new Date() }).where(eq(paymentSessions.id, session.id))
    if (session.purpose === 'verification') {
      await tx
        .update(organizationVerifications)
        .set({ paymentStatus: 'paid', verificationFeePaid: session.amountUsd, updatedAt: new Date() })
        .where(eq(organizationVerifications.id, Number(session.referenceId)))
    }
    return 'applied'
  })
}
