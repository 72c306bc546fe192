import { describe, expect, it } from 'vitest'
import { tierById } from '../../catalog/verification.ts'
import { addBusinessDays, expectedDecision } from './expected-decision.ts'

const day = (date: Date) => date.toISOString().slice(0, 10)

describe('the expected decision date of a submitted application', () => {
  it('counts business days after the day of submission, skipping Saturdays and Sundays', () => {
    // Monday 30 November 2026.
    expect(day(addBusinessDays('2026-11-30T15:00:00Z', 1))).toBe('2026-12-01')
    expect(day(addBusinessDays('2026-11-30T15:00:00Z', 5))).toBe('2026-12-07')
    // Friday: the next business day is Monday; submitted on a Saturday, it is Monday too.
    expect(day(addBusinessDays('2026-12-04T23:59:00Z', 1))).toBe('2026-12-07')
    expect(day(addBusinessDays('2026-12-05T08:00:00Z', 1))).toBe('2026-12-07')
  })

  it("takes the tier's review time from the catalogue: Standard 5-7 business days", () => {
    const expected = expectedDecision('2026-11-30T15:00:00Z', tierById('standard')!, new Date('2026-12-01T00:00:00Z'))
    expect(expected.days).toEqual({ min: 5, max: 7 })
    expect(day(expected.from)).toBe('2026-12-07')
    expect(day(expected.by)).toBe('2026-12-09')
    expect(expected.overdue).toBe(false)
    // Elite: 10-15 business days, three weekends later.
    expect(day(expectedDecision('2026-11-30T15:00:00Z', tierById('elite')!).by)).toBe('2026-12-21')
  })

  it('is overdue only once the whole last expected day has passed', () => {
    const basic = tierById('basic')!
    expect(expectedDecision('2026-11-30T15:00:00Z', basic, new Date('2026-12-07T23:59:59Z')).overdue).toBe(false)
    expect(expectedDecision('2026-11-30T15:00:00Z', basic, new Date('2026-12-08T00:00:00Z')).overdue).toBe(true)
  })
})
