import { describe, expect, it } from 'vitest'
import { applicationTimeline } from './application-timeline.ts'

const submitted = {
  verificationStatus: 'in_progress' as const,
  paymentStatus: 'paid' as const,
  submittedAt: new Date('2026-11-30T15:00:00Z'),
  decidedAt: null,
  digitalChecksAt: null,
  groundCheckAt: null,
  refundRequestedAt: null,
}
const paidAt = new Date('2026-11-30T14:50:00Z')
const states = (steps: ReturnType<typeof applicationTimeline>) => steps.map((s) => `${s.id}:${s.state}`)

describe('where a submitted application stands', () => {
  it('in review: paid and submitted with their dates, the review current, the decision upcoming without a date', () => {
    const steps = applicationTimeline(submitted, paidAt)
    expect(states(steps)).toEqual(['paid:done', 'submitted:done', 'review:current', 'decision:upcoming'])
    expect(steps[0].at).toBe('2026-11-30T14:50:00.000Z')
    expect(steps[1].at).toBe('2026-11-30T15:00:00.000Z')
    expect(steps[3]).toMatchObject({ at: null })
    expect(steps[3].outcome).toBeUndefined()
  })

  it('shows a paid step without a date when no receipt records one, rather than guessing', () => {
    expect(applicationTimeline(submitted, null)[0]).toMatchObject({ state: 'done', at: null })
  })

  it('carries the dates the review layers were recorded', () => {
    const review = applicationTimeline({ ...submitted, digitalChecksAt: new Date('2026-12-01T08:00:00Z'), groundCheckAt: new Date('2026-12-03T10:00:00Z') }, paidAt)[2]
    expect(review).toMatchObject({ checksAt: '2026-12-01T08:00:00.000Z', groundCheckAt: '2026-12-03T10:00:00.000Z' })
  })

  it('approved or rejected: the decision is current, with its outcome and date', () => {
    const decidedAt = new Date('2026-12-07T12:00:00Z')
    const approved = applicationTimeline({ ...submitted, verificationStatus: 'approved', decidedAt }, paidAt)
    expect(states(approved)).toEqual(['paid:done', 'submitted:done', 'review:done', 'decision:current'])
    expect(approved[3]).toMatchObject({ outcome: 'approved', at: '2026-12-07T12:00:00.000Z' })
    expect(applicationTimeline({ ...submitted, verificationStatus: 'rejected', decidedAt }, paidAt)[3]).toMatchObject({ outcome: 'rejected', state: 'current' })
  })

  it('refunded after a rejection: the refund comes last and is current', () => {
    const steps = applicationTimeline(
      { ...submitted, verificationStatus: 'rejected', paymentStatus: 'refunded', decidedAt: new Date('2026-12-07T12:00:00Z'), refundRequestedAt: new Date('2026-12-08T09:00:00Z') },
      paidAt,
    )
    expect(states(steps)).toEqual(['paid:done', 'submitted:done', 'review:done', 'decision:done', 'refunded:current'])
    expect(steps[4].at).toBe('2026-12-08T09:00:00.000Z')
  })
})
