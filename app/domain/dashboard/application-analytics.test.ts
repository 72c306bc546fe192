import { describe, expect, it } from 'vitest'
import { applicationAnalytics } from './application-analytics.ts'

describe('application analytics', () => {
  it('counts this year’s submissions, the success rate of decided applications and the total awarded', () => {
    const figures = applicationAnalytics(
      [
        { status: 'awarded', submissionDate: '2026-03-01', amountAwarded: 20000 },
        { status: 'awarded', submissionDate: '2025-11-01', amountAwarded: 5000 },
        { status: 'not_awarded', submissionDate: '2026-02-01', amountAwarded: null },
        { status: 'submitted', submissionDate: '2026-10-01', amountAwarded: null },
        { status: 'draft', submissionDate: null, amountAwarded: null },
      ],
      new Date('2026-11-22T12:00:00Z'),
    )
    expect(figures).toEqual({ submittedThisYear: 3, decided: 3, successRate: 67, awardedTotalUsd: 25000 })
  })

  it('has no success rate before any decision', () => {
    expect(applicationAnalytics([{ status: 'submitted', submissionDate: '2026-01-01', amountAwarded: null }]).successRate).toBeNull()
  })
})
