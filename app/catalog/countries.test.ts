import { describe, expect, it } from 'vitest'
import { withLanguage } from '../i18n/language.server.ts'
import { AFRICAN_COUNTRIES, countriesByName, countriesInScope, countryCode, countryName, REGIONS, regionOfCountry } from './countries.ts'

describe('The African countries list', () => {
  it('has all 54 countries by ISO code, each in one African Union region', () => {
    expect(AFRICAN_COUNTRIES).toHaveLength(54)
    expect(new Set(AFRICAN_COUNTRIES.map((c) => c.code)).size).toBe(54)
    expect(new Set(AFRICAN_COUNTRIES.map((c) => c.name)).size).toBe(54)
    for (const c of AFRICAN_COUNTRIES) {
      expect(REGIONS).toContain(c.region)
      expect(c.code).toMatch(/^[A-Z]{2}$/)
    }
    for (const name of ['Ivory Coast', 'Cabo Verde', 'Eswatini']) expect(AFRICAN_COUNTRIES.map((c) => c.name)).toContain(name)
  })

  it('lists them in alphabetical order of their English names, as the language-aware comparison orders them', () => {
    const names = AFRICAN_COUNTRIES.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(names.slice(0, 3)).toEqual(['Algeria', 'Angola', 'Benin'])
  })

  it('knows each country’s region by code, and a code by code or English name', () => {
    expect(regionOfCountry('KE')).toBe('east_africa')
    expect(regionOfCountry('NG')).toBe('west_africa')
    expect(regionOfCountry('Atlantis')).toBeUndefined()
    expect(countryCode('kenya')).toBe('KE')
    expect(countryCode('ke')).toBe('KE')
    expect(countryCode('Ivory Coast')).toBe('CI')
    expect(countryCode('Atlantis')).toBeUndefined()
  })
})

describe('A country’s name', () => {
  it('comes from CLDR in the reader’s language', () => {
    expect(withLanguage('en', () => countryName('ZA'))).toBe('South Africa')
    expect(withLanguage('sw', () => countryName('ZA'))).toBe('Afrika Kusini')
    expect(withLanguage('sw', () => countryName('MZ'))).toBe('Msumbiji')
    expect(withLanguage('fr', () => countryName('CI'))).toBe('Côte d’Ivoire')
    expect(withLanguage('pt', () => countryName('KE'))).toBe('Quénia')
    expect(withLanguage('ar', () => countryName('EG'))).toBe('مصر')
  })

  it('is shown as stored when it is neither a code nor one of our English names', () => {
    expect(countryName('Atlantis')).toBe('Atlantis')
  })

  it('is named from its code when an English name was stored (written before countries were codes)', () => {
    expect(withLanguage('fr', () => countryName('Chad'))).toBe('Tchad')
    expect(withLanguage('ar', () => countryName('Chad'))).toBe('تشاد')
    expect(withLanguage('sw', () => countryName('South Africa'))).toBe('Afrika Kusini')
  })

  it('names a country outside Africa by its code (a sanctions list’s nationality), and a profile’s Other in the reader’s language', () => {
    expect(withLanguage('fr', () => countryName('DE'))).toBe('Allemagne')
    expect(withLanguage('fr', () => countryName('other'))).toBe('Autre pays')
    expect(withLanguage('sw', () => countryName('other'))).toBe('Nchi nyingine')
    expect(withLanguage('en', () => countryName('other'))).toBe('Another country')
  })

  it('sorts the list in the reader’s alphabetical order', () => {
    const french = withLanguage('fr', () => countriesByName().map((c) => c.name))
    expect(french[0]).toBe('Afrique du Sud')
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Érythrée'))
    expect(french.indexOf('Égypte')).toBeGreaterThan(french.indexOf('Djibouti'))
  })
})

describe('Reading countries from a country scope', () => {
  it.each([
    ['Kenya, Uganda and Tanzania', ['KE', 'TZ', 'UG']],
    ['Nigeria', ['NG']],
    ['Niger and Nigeria', ['NE', 'NG']],
    ['Equatorial Guinea', ['GQ']],
    ['Guinea-Bissau and Guinea', ['GN', 'GW']],
    ['South Sudan', ['SS']],
    ['Democratic Republic of the Congo', ['CD']],
    ['DRC and Congo-Brazzaville', ['CD', 'CG']],
    ['Côte d’Ivoire', ['CI']],
    ["Cote d'Ivoire, Cape Verde, Swaziland", ['CV', 'SZ', 'CI']],
    ['Global', []],
    ['', []],
  ])('"%s" names %j', (scope, expected) => {
    expect(countriesInScope(scope)).toEqual(expected)
  })
})
