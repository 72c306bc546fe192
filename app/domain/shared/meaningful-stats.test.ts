import { describe, expect, it } from 'vitest'
import { STAT_MINIMUM } from '../../catalog/stats.ts'
import { meaningfulStats } from './meaningful-stats.ts'

const grants = (value: number) => ({ id: 'grants', value, minimum: STAT_MINIMUM.activeGrants })
const countries = (value: number) => ({ id: 'countries', value, minimum: STAT_MINIMUM.countries })
const verified = (value: number) => ({ id: 'verified', value, minimum: STAT_MINIMUM.verifiedOrganizations })
const ids = (figures: Array<{ id: string }>) => figures.map((f) => f.id)

describe('which figures a public page shows', () => {
  it('shows figures that are large enough to mean something, in their order', () => {
    expect(ids(meaningfulStats([grants(1200), countries(31), verified(45)]))).toEqual(['grants', 'countries', 'verified'])
  })

  it('never shows a zero: no "0 Verified organizations"', () => {
    expect(ids(meaningfulStats([grants(1200), verified(0), countries(31)]))).toEqual(['grants', 'countries'])
  })

  it('leaves out a tiny figure such as 3 verified organizations', () => {
    expect(ids(meaningfulStats([grants(1200), verified(3), countries(31)]))).toEqual(['grants', 'countries'])
    expect(ids(meaningfulStats([grants(1200), verified(STAT_MINIMUM.verifiedOrganizations), countries(31)]))).toContain('verified')
  })

  it('shows no band at all when only one figure would be left', () => {
    expect(meaningfulStats([grants(2), countries(2), verified(0)])).toEqual([])
    expect(meaningfulStats([grants(1200), countries(2)])).toEqual([])
  })

  it('keeps a statement that is always true (minimum 0) but never a zero or a missing figure', () => {
    expect(ids(meaningfulStats([grants(1200), { id: 'one-time', value: 1, minimum: 0 }]))).toEqual(['grants', 'one-time'])
    expect(ids(meaningfulStats([grants(1200), countries(Number.NaN), { id: 'zero', value: 0, minimum: 0 }], 1))).toEqual(['grants'])
  })
})
