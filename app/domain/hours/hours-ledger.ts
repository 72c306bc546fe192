import { EXPERT_HOURS_PER_YEAR, EXPERT_MEMBERSHIP_MONTHS, type ExpertFeatureId, expertTierHas, HOURS_CANCEL_CUTOFF_HOURS } from '../../catalog/expert-membership.ts'

/**
 * The hours ledger's rules (ADR 076), pure: a tier's allowance, the membership year a time falls
 * in, the balance of a year's entries and the cancellation cutoff. Minutes throughout.
 */

/** Minutes a tier gives per membership year: the largest of its hours features' (Elite 40 h, not 50). */
export function allowanceMinutes(tierId: string | null | undefined): number {
  let hours = 0
  for (const [feature, given] of Object.entries(EXPERT_HOURS_PER_YEAR)) if (given && expertTierHas(tierId, feature as ExpertFeatureId)) hours = Math.max(hours, given)
  return hours * 60
}

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}

/**
 * The membership year `at` falls in: years run back to back, EXPERT_MEMBERSHIP_MONTHS long, up to
 * the membership's end (a renewal adds a year after the running one, nextExpiry). Null when `at`
 * is at or past the end (or there is none).
 */
export function membershipYear(expiresAt: Date | null, at: Date): { start: Date; end: Date } | null {
  if (!expiresAt || at >= expiresAt) return null
  let end = expiresAt
  for (let start = monthsBefore(end, EXPERT_MEMBERSHIP_MONTHS); start > at; start = monthsBefore(end, EXPERT_MEMBERSHIP_MONTHS)) end = start
  return { start: monthsBefore(end, EXPERT_MEMBERSHIP_MONTHS), end }
}

export interface LedgerEntry {
  minutes: number
  status: 'booked' | 'completed' | 'no_show' | 'canceled'
}

/** A year's balance: allowance − used − held. Completed sessions and no-shows use their minutes; booked ones hold them. */
export function hoursBalance(allowance: number, entries: readonly LedgerEntry[]) {
  const sum = (statuses: readonly LedgerEntry['status'][]) => entries.filter((e) => statuses.includes(e.status)).reduce((total, e) => total + e.minutes, 0)
  const used = sum(['completed', 'no_show'])
  const held = sum(['booked'])
  return { allowance, used, held, left: Math.max(0, allowance - used - held) }
}

/** The last moment an expert may cancel a session starting at `startsAt`. */
export const cancelDeadline = (startsAt: Date) => new Date(startsAt.getTime() - HOURS_CANCEL_CUTOFF_HOURS * 3_600_000)
export const mayExpertCancel = (startsAt: Date, now: Date) => now <= cancelDeadline(startsAt)
