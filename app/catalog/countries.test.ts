import { describe, expect, it } from 'vitest'
import { AFRICAN_COUNTRIES, countriesInScope, REGIONS, regionOfCountry } from './countries.ts'

describe('The African countries list', () => {
  it('has all 54 countries, each in one African Union region', () => {
    expect(AFRICAN_COUNTRIES).toHaveLength(54)
    expect(new Set(AFRICAN_COUNTRIES.map((c) => c.name)).size).toBe(54)
    for (const c of AFRICAN_COUNTRIES) expect(REGIONS).toContain(c.region)
    expect(AFRICAN_COUNTRIES[0].name).toBe('Algeria')
    expect(AFRICAN_COUNTRIES.at(-1)!.name).toBe('Zimbabwe')
    for (const name of ['Ivory Coast', 'Cabo Verde', 'Eswatini']) expect(AFRICAN_COUNTRIES.map((c) => c.name)).toContain(name)
  })

  it('knows regions by country name in any case', () => {
    expect(regionOfCountry('kenya')).toBe('East Africa')
    expect(regionOfCountry('Nigeria')).toBe('West Africa')
    expect(regionOfCountry('Atlantis')).toBeUndefined()
  })
})

describe('Reading countries from a country scope', () => {
  it.each([
    ['Kenya, Uganda and Tanzania', ['Kenya', 'Tanzania', 'Uganda']],
    ['Nigeria', ['Nigeria']],
    ['Niger and Nigeria', ['Niger', 'Nigeria']],
    ['Equatorial Guinea', ['Equatorial Guinea']],
    ['Guinea-Bissau and Guinea', ['Guinea', 'Guinea-Bissau']],
    ['South Sudan', ['South Sudan']],
    ['Democratic Republic of the Congo', ['Democratic Republic of the Congo']],
    ['DRC and Congo-Brazzaville', ['Democratic Republic of the Congo', 'Republic of the Congo']],
    ['Côte d’Ivoire', ['Ivory Coast']],
    ["Cote d'Ivoire, Cape Verde, Swaziland", ['Cabo Verde', 'Eswatini', 'Ivory Coast']],
    ['Global', []],
    ['', []],
  ])('"%s" names %j', (scope, expected) => {
    expect(countriesInScope(scope)).toEqual(expected)
  })
})
