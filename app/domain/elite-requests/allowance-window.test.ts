import { describe, expect, it } from 'vitest'
import { allowanceWindow, membershipYear } from './allowance-window.ts'

const d = (iso: string) => new Date(iso)

describe('The window an Elite request counts against', () => {
  it('is the quarter of the membership year for a site visit', () => {
    const ends = d('2027-03-15T10:00:00Z')
    expect(allowanceWindow('site_visit', ends, d('2026-03-20T00:00:00Z'))).toEqual({ start: d('2026-03-15T10:00:00Z'), end: d('2026-06-15T10:00:00Z') })
    expect(allowanceWindow('site_visit', ends, d('2027-01-01T00:00:00Z'))).toEqual({ start: d('2026-12-15T10:00:00Z'), end: ends })
  })

  it('is the membership year for an introduction, the earlier year for a membership renewed ahead', () => {
    expect(allowanceWindow('introduction', d('2027-03-15T00:00:00Z'), d('2026-11-30T00:00:00Z'))).toEqual({ start: d('2026-03-15T00:00:00Z'), end: d('2027-03-15T00:00:00Z') })
    expect(membershipYear(d('2028-03-15T00:00:00Z'), d('2026-11-30T00:00:00Z'))).toEqual({ start: d('2026-03-15T00:00:00Z'), end: d('2027-03-15T00:00:00Z') })
  })

  it('is the calendar year or its quarter for a membership without an end', () => {
    expect(allowanceWindow('introduction', null, d('2026-11-30T00:00:00Z'))).toEqual({ start: d('2026-01-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') })
    expect(allowanceWindow('site_visit', null, d('2026-11-30T00:00:00Z'))).toEqual({ start: d('2026-10-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') })
  })
})
