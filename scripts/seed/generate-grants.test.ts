import { describe, expect, it } from 'vitest'
import { SECTORS } from '../../app/catalog/sectors.ts'
import { generateDemoGrants, LANGUAGE_MIX } from './generate-grants.ts'
import { LANGUAGE_PACKS } from './localized-grants.ts'

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

  it('are some in French, Portuguese, Arabic and Swahili, written by funders in those languages, where they are spoken', () => {
    const grants = generateDemoGrants({ count: 4000, today })
    for (const [language, share] of LANGUAGE_MIX) {
      const written = grants.filter((g) => g.language === language)
      expect(written.length / grants.length).toBeGreaterThan(share * 0.7)
      expect(written.length / grants.length).toBeLessThan(share * 1.3)
      const pack = LANGUAGE_PACKS[language]
      const places = new Set(pack.places.flatMap((p) => p.countries))
      for (const g of written) {
        expect(pack.funders.map((f) => f.name)).toContain(g.source)
        for (const country of g.countryScope?.split(', ') ?? []) expect(places).toContain(country)
        expect(g.description.length).toBeGreaterThan(100)
        expect(g.fundingUsd === null).toBe(g.fundingAmount === null)
      }
    }
    expect(grants.find((g) => g.language === 'fr')!.description).toMatch(/^(La|Le|L’) .+ lance un appel à projets « .+ » /)
    expect(grants.find((g) => g.language === 'pt')!.description).toMatch(/^(A|O) .+ abre candidaturas para projetos na área «.+»/)
    expect(grants.find((g) => g.language === 'ar')!.description).toMatch(/عن فتح باب تقديم المقترحات في مجال/)
    expect(grants.find((g) => g.language === 'sw')!.description).toMatch(/^.+ (u|i|li)nakaribisha maombi ya miradi ya /)
    expect(grants.filter((g) => !g.language).length / grants.length).toBeGreaterThan(0.65)
  })
})
