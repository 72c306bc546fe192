import { describe, expect, it } from 'vitest'
import { deriveLocation, parseFundingUsd } from './write-grant.server.ts'

describe('Reading a dollar figure from a free-text amount', () => {
  it.each([
    ['Up to $50,000', 50_000],
    ['$10,000 - $25,000', 25_000],
    ['$1.5M', 1_500_000],
    ['$250k per project', 250_000],
    ['€100,000', null],
    ['Varies', null],
    [null, null],
  ])('"%s" gives %s', (amount, expected) => {
    expect(parseFundingUsd(amount)).toBe(expected)
  })
})

describe('Deriving a grant’s countries and regions', () => {
  it('takes regions from the named countries and from a named region', () => {
    const location = deriveLocation('Kenya and Ghana', ['southern_africa', 'pan_african'])
    expect(location.countryCodes).toEqual(['GH', 'KE'])
    expect(location.regions.sort()).toEqual(['east_africa', 'southern_africa', 'west_africa'])
  })

  it('reads the countries a scope names in French, Portuguese or Swahili, so the country filter finds the grant (ADR 071)', () => {
    expect([...deriveLocation('Tchad et Sénégal').countryCodes].sort()).toEqual(['SN', 'TD'])
    expect(deriveLocation('Moçambique e Angola').countryCodes).toEqual(deriveLocation('Mozambique and Angola').countryCodes)
    expect(deriveLocation('Afrika Kusini').countryCodes).toEqual(['ZA'])
    expect([...deriveLocation('Moçambique e Angola').countryCodes].sort()).toEqual(['AO', 'MZ'])
  })

  it('reads a region that cuts across the AU regions as the AU regions it overlaps, so the /discover filter finds the grant', () => {
    expect(deriveLocation(null, ['horn_of_africa']).regions).toEqual(['east_africa'])
    expect(deriveLocation(null, ['great_lakes']).regions.sort()).toEqual(['central_africa', 'east_africa'])
    expect(deriveLocation(null, ['sub_saharan_africa']).regions.sort()).toEqual(['central_africa', 'east_africa', 'southern_africa', 'west_africa'])
    expect(deriveLocation(null, ['sahel']).regions).not.toContain('southern_africa')
  })
})
