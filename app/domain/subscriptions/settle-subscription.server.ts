import { eq } from 'drizzle-orm'
import { PLAN_TERM_MONTHS, planById } from '../../catalog/plans.ts'
import { organizations } from '../../db/schema/index.ts'
import { paidSince } from '../payments/payment-records.server.ts'
import type { Settlement } from '../payments/settlement.ts'

/** A year from the later of now and the current paid plan's end, so renewing early loses nothing. */
export function nextRenewal(current: { plan: string; planRenewsAt: Date | null }, boughtPlan: string, now = new Date()) {
  const from = current.plan === boughtPlan && current.planRenewsAt && current.planRenewsAt > now ? current.planRenewsAt : now
  const next = new Date(from)
  next.setUTCMonth(next.getUTCMonth() + PLAN_TERM_MONTHS)
  return next
}

/**
 * A plan payment sets the organization's plan for a year. With the organization locked: if another
 * subscription payment for it was settled after this checkout was opened (two tabs, two plans), this
 * one is a second payment for the same purchase and is returned. A renewal or an upgrade started
 * after the last payment is a purchase of its own.
 */
export const settleSubscription: Settlement = async (tx, session) => {
  const plan = planById(session.item ?? '')
  const [org] = await tx.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, session.referenceId)).for('update')
  if (!org || plan.id === 'free') return 'already-settled'
  if (await paidSince(tx, session, session.createdAt)) return 'already-settled'
  await tx
    .update(organizations)
    .set({ plan: plan.id, planStatus: 'active', planRenewsAt: nextRenewal(org, plan.id), planRenewalCanceledAt: null, updatedAt: new Date() })
    .where(eq(organizations.id, session.referenceId))
  // The receipt belongs to the organization whose plan it is.
  return { receiptOrganizationId: session.referenceId }
}
