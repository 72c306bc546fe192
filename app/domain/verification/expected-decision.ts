import type { VerificationTier } from '../../catalog/verification.ts'

const DAY = 86_400_000

/** The day `days` business days (Monday to Friday, in UTC) after `from`: the day of submission is not counted. */
export function addBusinessDays(from: Date | string, days: number): Date {
  const start = new Date(from)
  let day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
  for (let counted = 0; counted < days; ) {
    day += DAY
    const weekday = new Date(day).getUTCDay()
    if (weekday !== 0 && weekday !== 6) counted++
  }
  return new Date(day)
}

export type ExpectedDecision = {
  /** The tier's review time in business days, as the catalogue states it. */
  days: VerificationTier['timelineDays']
  /** The earliest and the latest day a decision is expected (the catalogue's minimum and maximum). */
  from: Date
  by: Date
  /** The latest day has passed and the application is still waiting. */
  overdue: boolean
}

/**
 * When a submitted application should hear: the tier's review time (3-5 … 10-15 business days,
 * decisions.md) counted from the day it was submitted (trust.faq.2). Weekends are skipped; public
 * holidays differ by country and are not, so the page says "Monday to Friday".
 */
export function expectedDecision(submittedAt: Date | string, tier: Pick<VerificationTier, 'timelineDays'>, now = new Date()): ExpectedDecision {
  const from = addBusinessDays(submittedAt, tier.timelineDays.min)
  const by = addBusinessDays(submittedAt, tier.timelineDays.max)
  return { days: tier.timelineDays, from, by, overdue: now.getTime() >= by.getTime() + DAY }
}
