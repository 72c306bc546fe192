import { effectivePlanId, type PlanId, planById } from '../../catalog/plans.ts'

/** A plan's year, for what is left of it: 365 days (a leap year's extra day is not charged). */
const YEAR_MS = 365 * 86_400_000

/** Payments are in whole dollars: a credit is rounded to the nearest one. */
const dollars = (usd: number) => Math.round(usd)

/**
 * What moving to another plan costs now (ADR 035). The unused part of the paid plan in force is
 * always credited, at its price for the days left: an upgrade costs the new plan's price less that
 * credit and starts a new year today; a downgrade costs nothing, and the credit buys the cheaper
 * plan for as long as it pays for (so no paid day is lost). From Free, or a plan that has ended,
 * the plan is bought at its price; the plan in force is `same` (sold again only as its renewal).
 */
export type PlanQuote =
  | { kind: 'buy'; amountUsd: number }
  | { kind: 'same' }
  | { kind: 'upgrade'; from: PlanId; amountUsd: number; creditUsd: number }
  | { kind: 'downgrade'; from: PlanId; creditUsd: number; until: Date }

export function quotePlan(org: { plan: PlanId; planRenewsAt: Date | string | null }, target: PlanId, now = new Date()): PlanQuote {
  const price = planById(target).priceUsd
  const current = effectivePlanId(org, now)
  if (current === target) return { kind: 'same' }
  if (current === 'free' || !org.planRenewsAt) return { kind: 'buy', amountUsd: price }
  const left = Math.max(0, new Date(org.planRenewsAt).getTime() - now.getTime())
  const creditUsd = dollars((planById(current).priceUsd * left) / YEAR_MS)
  if (price > planById(current).priceUsd) return { kind: 'upgrade', from: current, creditUsd, amountUsd: dollars(Math.max(0, price - creditUsd)) }
  return { kind: 'downgrade', from: current, creditUsd, until: new Date(now.getTime() + Math.floor((creditUsd / price) * YEAR_MS)) }
}
