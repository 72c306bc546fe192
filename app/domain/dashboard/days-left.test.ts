import { describe, expect, it } from 'vitest'
import { daysLeft } from './days-left.ts'

describe('Days left until a deadline', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  it.each([
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-11-24', 2],
    ['2026-12-22', 30],
  ])('a deadline on %s is %i days away at 10:00 UTC, rounded up', (deadline, expected) => {
    expect(daysLeft(deadline, now)).toBe(expected)
  })

  it('rounds a part of a day up', () => {
    expect(daysLeft('2026-11-23', new Date('2026-11-22T23:59:00Z'))).toBe(1)
    expect(daysLeft('2026-11-23', new Date('2026-11-22T00:00:01Z'))).toBe(1)
  })
})
