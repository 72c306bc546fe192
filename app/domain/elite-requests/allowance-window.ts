import { EXPERT_MEMBERSHIP_MONTHS, ELITE_REQUEST_ALLOWANCES, type EliteRequestKind } from '../../catalog/expert-membership.ts'

const addMonths = (date: Date, months: number) => {
  const out = new Date(date)
  out.setUTCMonth(out.getUTCMonth() + months)
  return out
}

/**
 * The membership year `now` falls in: the year ending at the membership's end (or an earlier one,
 * for a membership renewed ahead), or the calendar year (UTC) for a membership without an end.
 */
export function membershipYear(expiresAt: Date | null, now: Date): { start: Date; end: Date } {
  if (!expiresAt) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), 0, 1))
    return { start, end: new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1)) }
  }
  let end = expiresAt
  let start = addMonths(end, -EXPERT_MEMBERSHIP_MONTHS)
  for (let i = 0; start > now && i < 100; i++) {
    end = start
    start = addMonths(end, -EXPERT_MEMBERSHIP_MONTHS)
  }
  return { start, end }
}

/** The window a request of `kind` made at `now` counts against (ADR 077): a quarter of the membership year, or the year. */
export function allowanceWindow(kind: EliteRequestKind, expiresAt: Date | null, now: Date): { start: Date; end: Date } {
  const year = membershipYear(expiresAt, now)
  if (ELITE_REQUEST_ALLOWANCES[kind].per === 'year') return year
  for (let q = 0; q < 4; q++) {
    const start = addMonths(year.start, q * 3)
    const end = q === 3 ? year.end : addMonths(year.start, (q + 1) * 3)
    if (now >= start && now < end) return { start, end }
  }
  return year
}
