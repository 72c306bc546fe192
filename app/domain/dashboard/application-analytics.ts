import type { ApplicationStatus } from '../applications/application-status.ts'

export interface ApplicationAnalytics {
  submittedThisYear: number
  decided: number
  /** Awarded as a whole percent of decided applications; null before any decision. */
  successRate: number | null
  awardedTotalUsd: number
}

/** The Pro and Premium dashboard's figures, from the member's own applications. */
export function applicationAnalytics(list: ReadonlyArray<{ status: ApplicationStatus; submissionDate: string | null; amountAwarded: number | null }>, now = new Date()): ApplicationAnalytics {
  const year = String(now.getUTCFullYear())
  const awarded = list.filter((a) => a.status === 'awarded')
  const decided = awarded.length + list.filter((a) => a.status === 'not_awarded').length
  return {
    submittedThisYear: list.filter((a) => a.submissionDate?.startsWith(year)).length,
    decided,
    successRate: decided ? Math.round((awarded.length / decided) * 100) : null,
    awardedTotalUsd: awarded.reduce((sum, a) => sum + (a.amountAwarded ?? 0), 0),
  }
}
