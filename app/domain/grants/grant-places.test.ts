import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import { grantPlaces, withPlaces } from './grant-places.server.ts'

const grant = (countryScope: string | null, countryCodes: string[] = [], geographicFocus: string[] = []) => ({ countryScope, countryCodes, geographicFocus })
// Lists are joined by Intl.ListFormat; its spaces may be no-break ones in some languages.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null

describe('A grant’s places, named in the reader’s language', () => {
  it('names a country stored as a funder’s English word in French and Arabic, without the English word', () => {
    expect(withLanguage('fr', () => grantPlaces(grant('Chad', ['TD'])))).toEqual({ names: 'Tchad', funderWords: null })
    expect(withLanguage('ar', () => grantPlaces(grant('Chad', ['TD'])))).toEqual({ names: 'تشاد', funderWords: null })
  })

  it('joins countries in the language’s alphabetical order, then the regions, as the language joins a list', () => {
    expect(plain(withLanguage('fr', () => grantPlaces(grant('Kenya, Uganda and Egypt', ['EG', 'KE', 'UG'], ['west_africa', 'sahel'])).names))).toBe(
      'Égypte, Kenya, Ouganda, Afrique de l’Ouest et Sahel',
    )
    expect(withLanguage('sw', () => grantPlaces(grant(null, [], ['sahel'])).names)).toBe('Sahel')
  })

  it('leaves out a region that only frames the countries named', () => {
    expect(withLanguage('fr', () => grantPlaces(grant('Kenya', ['KE'], ['east_africa', 'pan_african'])).names)).toBe('Kenya')
    expect(withLanguage('fr', () => grantPlaces(grant(null, [], ['east_africa', 'pan_african'])).names)).toBe('Panafricain et Afrique de l’Est')
  })

  it('names the places its scope names in any of our languages, although only English names were stored as codes', () => {
    expect(withLanguage('ar', () => grantPlaces(grant('Tchad et Niger')))).toEqual({ names: expect.stringMatching(/^(تشاد و\s?النيجر|النيجر و\s?تشاد)$/), funderWords: null })
    expect(withLanguage('fr', () => grantPlaces(grant('East Africa')))).toEqual({ names: 'Afrique de l’Est', funderWords: null })
  })

  it('keeps the funder’s own words when they say more than the names (a district, the whole world, a place outside Africa)', () => {
    expect(withLanguage('fr', () => grantPlaces(grant('Kisumu County, Kenya', ['KE'])))).toEqual({ names: 'Kenya', funderWords: 'Kisumu County, Kenya' })
    expect(withLanguage('ar', () => grantPlaces(grant('Worldwide')))).toEqual({ names: null, funderWords: 'Worldwide' })
    expect(withLanguage('pt', () => grantPlaces(grant('Papua New Guinea')))).toEqual({ names: null, funderWords: 'Papua New Guinea' })
  })

  it('names nothing when the grant names no place', () => {
    expect(grantPlaces(grant(null))).toEqual({ names: null, funderWords: null })
    expect(grantPlaces(grant('  '))).toEqual({ names: null, funderWords: null })
  })

  it('gives a page the names in place of the stored columns', () => {
    const shown = withLanguage('fr', () => withPlaces({ id: 'g1', ...grant('Chad', ['TD']) }))
    expect(shown).toEqual({ id: 'g1', places: { names: 'Tchad', funderWords: null } })
  })
})
