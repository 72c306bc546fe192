import { describe, expect, it } from 'vitest'
import { SECTORS } from '../../app/catalog/sectors.ts'
import { generateDemoGrants } from './generate-grants.ts'

const today = new Date('2026-11-22T00:00:00Z')

describe('Demo grants', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = generateDemoGrants({ count: 50, seed: 7, today })
    expect(generateDemoGrants({ count: 50, seed: 7, today })).toEqual(a)
    expect(generateDemoGrants({ count: 50, seed: 8, today })).not.toEqual(a)
  })

  it('spread over every sector, single countries, regions and pan-African scopes, rolling and dated deadlines', () => {
    const grants = generateDemoGrants({ count: 2000, today })
    expect(new Set(grants.map((g) => g.sector))).toEqual(new Set(SECTORS))
    expect(new Set(grants.map((g) => g.countryScope).filter(Boolean)).size).toBeGreaterThan(54)
    expect(grants.some((g) => g.geographicFocus?.includes('pan_african'))).toBe(true)
    expect(grants.some((g) => !g.countryScope && !g.geographicFocus?.includes('pan_african'))).toBe(true)
    const rolling = grants.filter((g) => g.deadline === null).length
    expect(rolling / grants.length).toBeGreaterThan(0.1)
    expect(grants.some((g) => g.fundingAmount === null)).toBe(true)
    expect(new Set(grants.map((g) => g.source)).size).toBeGreaterThan(30)
    for (const g of grants.filter((g) => g.deadline)) {
      expect(g.deadline! > '2026-11-22').toBe(true)
      expect(g.deadline! <= '2027-11-22').toBe(true)
    }
    expect(grants.every((g) => g.isDemo)).toBe(true)
  })
})
