import { describe, expect, it } from 'vitest'
import { MATCH_WEIGHTS as W } from '../../catalog/matching.ts'
import { matchTermsOf, type MatchProfile, profileKey, toMatchProfile } from './profile.ts'
import { type MatchFacts, scoreMatch } from './score.ts'

const profile: MatchProfile = { sector: 'agriculture', sectors: ['agriculture'], country: 'KE', region: 'east_africa', orgType: 'ngo', sizeUsd: 40_000, languages: ['en'], terms: ['irrigation'] }
const facts = (over: Partial<MatchFacts> = {}): MatchFacts => ({
  grantId: 'g',
  grantSector: 'agriculture',
  sector: 'full',
  matchedSector: 'agriculture',
  place: 'country',
  terms: ['irrigation'],
  fundingUsd: 40_000,
  daysLeft: 45,
  language: 'en',
  eligibleOrgTypes: [],
  applicantTypes: [],
  registrationCountries: [],
  ...over,
})
const ids = (f: MatchFacts) => scoreMatch(profile, f).reasons.map((r) => r.id)

describe('The match score', () => {
  it('has weights that add up to 100 at best (the SQL score caps least(total, 100) on that)', () => {
    expect(W.sector.full + W.place.full + W.mission.max + W.size.fits + W.deadline.full + W.language).toBe(100)
  })

  it('gives a grant that fits in every way 100%, with its reasons', () => {
    const result = scoreMatch(profile, facts({ terms: ['irrigation', 'farmers', 'drip'] }))
    expect(result.score).toBe(100)
    expect(result.reasons.map((r) => r.id)).toEqual(['sector', 'country', 'mission', 'sizeFits', 'language', 'deadlineIn'])
  })

  it('counts the days left at the edges: 21 is comfortable, 20 and 7 tight, 6 a rush', () => {
    const s = (daysLeft: number | null) => scoreMatch(profile, facts({ daysLeft })).score
    expect(s(21) - s(20)).toBe(4)
    expect(s(7) - s(6)).toBe(4)
    expect(s(null)).toBe(s(21))
    expect(ids(facts({ daysLeft: 3 }))).toContain('deadlineSoon')
  })

  it('reads the amount against the size: equal fits, twice is near, more is above, four times caps the score', () => {
    expect(ids(facts({ fundingUsd: 40_000 }))).toContain('sizeFits')
    expect(ids(facts({ fundingUsd: 80_000 }))).toContain('sizeNear')
    expect(ids(facts({ fundingUsd: 80_001 }))).toContain('sizeAbove')
    expect(scoreMatch(profile, facts({ fundingUsd: 160_000 })).score).toBe(55)
    expect(scoreMatch({ ...profile, sizeUsd: null }, facts({ fundingUsd: 10_000_000 })).score).toBe(84)
  })

  it('caps a grant the organization cannot apply to at 30%, and says why first', () => {
    const other = scoreMatch(profile, facts({ place: 'excluded' }))
    expect(other.score).toBe(30)
    expect(other.reasons[0]).toMatchObject({ id: 'notOpenTo', kind: 'miss', blocking: true })
    const universities = scoreMatch(profile, facts({ eligibleOrgTypes: ['university'] }))
    expect(universities.score).toBe(30)
    expect(universities.reasons[0]).toMatchObject({ id: 'eligibility', params: { orgTypes: ['university'] } })
    // An organization that has not said its type is told to check, not ruled out.
    const unsure = scoreMatch({ ...profile, orgType: null }, facts({ eligibleOrgTypes: ['university'] }))
    expect(unsure.score).toBe(90)
    expect(unsure.reasons.map((r) => r.id)).toContain('eligibilityCheck')
  })

  it('blocks a grant whose stated applicants leave the organization out: "Funds only universities", "Not open to Kenya"', () => {
    const universities = scoreMatch(profile, facts({ applicantTypes: ['university'] }))
    expect(universities.score).toBe(30)
    expect(universities.reasons[0]).toMatchObject({ id: 'eligibility', kind: 'miss', blocking: true, params: { applicantTypes: ['university'] } })
    // The stated types come before the ones read from the text; a community organization applies as an NGO.
    expect(scoreMatch({ ...profile, orgType: 'cbo' }, facts({ applicantTypes: ['ngo'], eligibleOrgTypes: ['university'] })).score).toBe(scoreMatch(profile, facts()).score)
    const registered = scoreMatch(profile, facts({ registrationCountries: ['NG'] }))
    expect(registered.score).toBe(30)
    expect(registered.reasons[0]).toMatchObject({ id: 'notOpenTo', blocking: true, params: { country: 'KE' } })
    expect(scoreMatch(profile, facts({ registrationCountries: ['NG', 'KE'] })).score).toBe(scoreMatch(profile, facts()).score)
    // Not said twice when the place also leaves the country out.
    expect(ids(facts({ place: 'excluded', registrationCountries: ['NG'] })).filter((id) => id === 'notOpenTo')).toHaveLength(1)
  })

  it('holds a grant in a language the organization does not work in below the matches', () => {
    const french = scoreMatch(profile, facts({ language: 'fr' }))
    expect(french.score).toBe(55)
    expect(french.reasons.map((r) => r.id)).toContain('languageOther')
  })
})

describe('The match score of an organization with several sectors', () => {
  // A water and sanitation NGO registered under Health that also works in Environment.
  const wash: MatchProfile = { ...profile, sector: 'health', sectors: ['health', 'environment'] }

  it('gives an Environment grant the full sector points and names Environment as the sector that matches', () => {
    const result = scoreMatch(wash, facts({ grantSector: 'environment', sector: 'full', matchedSector: 'environment' }))
    expect(result.score).toBe(scoreMatch(profile, facts()).score)
    expect(result.reasons[0]).toEqual({ id: 'sector', kind: 'hit', params: { sector: 'environment' } })
  })

  it('names the sector the grant also funds when it is not the grant’s main one', () => {
    const result = scoreMatch(wash, facts({ grantSector: 'agriculture', sector: 'partial', matchedSector: 'environment' }))
    expect(result.reasons).toContainEqual({ id: 'sectorAlso', kind: 'hit', params: { sector: 'environment' } })
  })

  it('still says the grant is mainly for another sector when none of its sectors meets the organization’s', () => {
    const result = scoreMatch(wash, facts({ grantSector: 'education', sector: 'none', matchedSector: null }))
    expect(result.reasons).toContainEqual({ id: 'sectorOther', kind: 'miss', params: { sector: 'education' } })
  })
})

describe('A match profile', () => {
  it('keeps the mission words that say what the organization does', () => {
    expect(matchTermsOf('We help smallholder farmers in Africa adopt drip irrigation through cooperatives', null)).toEqual(['smallholder', 'farmers', 'adopt', 'drip', 'irrigation', 'cooperatives'])
    expect(matchTermsOf('Nous accompagnons les femmes rurales pour l’alphabétisation', 'santé maternelle')).toEqual(['accompagnons', 'femmes', 'rurales', 'alphabétisation', 'santé', 'maternelle'])
  })

  it('is only made when the organization has said its sector and country, and takes its size from the budget before the tier', () => {
    const base = { sector: 'health', country: 'NG', orgType: null, annualBudgetUsd: null, tierCeilingUsd: 10_000, languages: [], memberLanguage: 'fr' as const, mission: null, programAreas: null }
    expect(toMatchProfile({ ...base, sector: null })).toBeNull()
    expect(toMatchProfile({ ...base, country: null })).toBeNull()
    expect(toMatchProfile(base)).toMatchObject({ region: 'west_africa', sizeUsd: 10_000, languages: ['fr'] })
    expect(toMatchProfile({ ...base, annualBudgetUsd: 2_000_000 })?.sizeUsd).toBe(2_000_000)
  })

  it('reads every sector the organization works in, the main one first and none twice', () => {
    const base = { sector: 'health', country: 'KE', orgType: null, annualBudgetUsd: null, tierCeilingUsd: null, languages: [], memberLanguage: 'en' as const, mission: null, programAreas: null }
    expect(toMatchProfile(base)?.sectors).toEqual(['health'])
    expect(toMatchProfile({ ...base, sectors: ['health', 'environment'] })?.sectors).toEqual(['health', 'environment'])
    expect(toMatchProfile({ ...base, sectors: ['environment', 'health', 'environment'] })?.sectors).toEqual(['health', 'environment'])
    // Other sectors alone are no profile: the main sector is what makes one.
    expect(toMatchProfile({ ...base, sector: null, sectors: ['environment'] })).toBeNull()
    // Members with different sectors never share a cached match search.
    expect(profileKey(toMatchProfile(base)!)).not.toBe(profileKey(toMatchProfile({ ...base, sectors: ['health', 'environment'] })!))
  })
})
