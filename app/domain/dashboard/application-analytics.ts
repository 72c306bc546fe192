import type { ApplicationStatus } from '../applications/application-status.ts'

export interface ApplicationAnalytics {
  submittedThisYear: number
  decided: number
  /** Awarded as a whole percent of decided applications; null before any decision. */
  successRate: number | null
  awardedTotalUsd: number
}

/**
 * The success rate: awarded applications as a whole percent of the decided ones (awarded + not
 * awarded); null before any decision. The one definition the dashboard and the reports use.
 */
export function successRate(awarded: number, notAwarded: number): number | null {
  const decided = awarded + notAwarded
  return decided > 0 ? Math.round((awarded / decided) * 100) : null
}

/** The Pro and Premium dashboard's figures, from the member's own applications. */
export function applicationAnalytics(list: ReadonlyArray<{ status: ApplicationStatus; submissionDate: string | null; amountAwarded: number | null }>, now = new Date()): ApplicationAnalytics {
  const year = String(now.getUTCFullYear())
  const awarded = list.filter((a) => a.status === 'awarded')
  const notAwarded = list.filter((a) => a.status === 'not_awarded').length
  return {
    submittedThisYear: list.filter((a) => a.submissionDate?.startsWith(year)).length,
    decided: awarded.length + notAwarded,
    successRate: successRate(awarded.length, notAwarded),
    awardedTotalUsd: awarded.reduce((sum, a) => sum + (a.amountAwarded ?? 0), 0),
  }
}
