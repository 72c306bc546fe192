import { describe, expect, it } from 'vitest'
import { resubmitDeadline, withinResubmitWindow } from './review-window.ts'

describe('the 30-day rule after a rejection', () => {
  const rejected = new Date('2026-10-01T09:00:00Z')

  it('allows a resubmission or refund up to exactly 30 days after the rejection', () => {
    expect(resubmitDeadline(rejected).toISOString()).toBe('2026-10-31T09:00:00.000Z')
    expect(withinResubmitWindow(rejected, new Date('2026-10-01T09:00:01Z'))).toBe(true)
    expect(withinResubmitWindow(rejected, new Date('2026-10-31T09:00:00Z'))).toBe(true)
  })

  it('refuses from the next moment on, and without a rejection date', () => {
    expect(withinResubmitWindow(rejected, new Date('2026-10-31T09:00:00.001Z'))).toBe(false)
    expect(withinResubmitWindow(rejected, new Date('2026-12-01T00:00:00Z'))).toBe(false)
    expect(withinResubmitWindow(null)).toBe(false)
  })
})
