import { grantRegionsCovering, isOneOf, type Language, REGIONS } from '../../catalog/sectors.ts'
import type { MatchProfile } from './profile.ts'
import type { MatchFacts, PlaceFit, SectorFit } from './score.ts'

/**
 * The facts of a grant against a profile, read from the grant's row in TypeScript: the twin of
 * matchFactSql (match-sql.server.ts), for an alert run that scores many profiles against the same
 * few new grants (find-new-matches.server.ts) and reads each grant once instead of once a profile.
 * Only the mission words need the database (its full-text search): they come in as `termsFound`.
 * score-sql.test.ts holds the two equal.
 */

/** The columns of a grant the facts are read from. */
export interface GrantForFacts {
  id: string
  sector: string
  sectors: string[]
  countryCodes: string[]
  geographicFocus: string[]
  fundingUsd: number | null
  /** yyyy-mm-dd, or null for a rolling grant. */
  deadline: string | null
  language: Language
  eligibleOrgTypes: string[]
  applicantTypes: string[]
  eligibleCountries: string[]
  foreignApplicants: boolean | null
}

/** The grant regions that reach the organization's region: its AU region, and those that overlap it (a Kenyan member's "Horn of Africa"). */
export const regionsReaching = (region: string | null): string[] => (region && isOneOf(REGIONS, region) ? grantRegionsCovering(region) : region ? [region] : [])

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS

function placeOf(profile: MatchProfile, grant: GrantForFacts): PlaceFit {
  if (grant.countryCodes.includes(profile.country)) return 'country'
  if (grant.countryCodes.length > 0) return 'excluded'
  if (grant.geographicFocus.includes('pan_african')) return 'pan_african'
  if (profile.region && regionsReaching(profile.region).some((r) => grant.geographicFocus.includes(r))) return 'region'
  return grant.geographicFocus.length === 0 ? 'anywhere' : 'excluded'
}

/** The facts of one grant for one profile; `today` is the database's current_date (yyyy-mm-dd), as the SQL twin reads it. */
export function matchFactsOf(profile: MatchProfile, grant: GrantForFacts, termsFound: ReadonlySet<string>, today: string): MatchFacts {
  const full = profile.sectors.includes(grant.sector)
  const sector: SectorFit = full ? 'full' : grant.sectors.some((s) => profile.sectors.includes(s)) ? 'partial' : 'none'
  const matchedSector = full ? grant.sector : (profile.sectors.find((s) => grant.sectors.includes(s)) ?? null)
  const registrationCountries = grant.eligibleCountries.length > 0 ? grant.eligibleCountries : grant.foreignApplicants === false ? grant.countryCodes : []
  return {
    grantId: grant.id,
    grantSector: grant.sector,
    sector,
    matchedSector,
    place: placeOf(profile, grant),
    terms: profile.terms.filter((term) => termsFound.has(term)),
    fundingUsd: grant.fundingUsd,
    daysLeft: grant.deadline === null ? null : dayNumber(grant.deadline) - dayNumber(today),
    language: grant.language,
    eligibleOrgTypes: grant.eligibleOrgTypes,
    applicantTypes: grant.applicantTypes,
    registrationCountries,
  }
}
