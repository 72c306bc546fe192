import { APPLICANT_TYPE_OF, MATCH_BLOCKED_CAP, MATCH_STRAIN_CAP, MATCH_WEIGHTS } from '../../catalog/matching.ts'
import type { Language } from '../../catalog/sectors.ts'
import type { MatchProfile } from './profile.ts'

/**
 * How a grant's sectors meet the organization's (every one it works in, ADR 056): the grant's main
 * sector is one of them, one of the grant's other sectors is, or none is.
 */
export type SectorFit = 'full' | 'partial' | 'none'
/**
 * Where a grant is open against the organization's country: it names the country; it names no
 * country and is open to the whole continent, or to the country's region, or names no place at all
 * (anywhere); or it names countries or regions that leave the country out (excluded: the
 * organization cannot apply).
 */
export type PlaceFit = 'country' | 'pan_african' | 'region' | 'anywhere' | 'excluded'

/** What the database reads about one grant against one profile (facts.server.ts); the score is computed from these alone. */
export interface MatchFacts {
  grantId: string
  grantSector: string
  sector: SectorFit
  /** The organization's sector the grant meets: the grant's main sector on a full fit, else the first of the organization's it also funds; null for none. */
  matchedSector: string | null
  place: PlaceFit
  /** The profile's terms found in the grant's text. */
  terms: string[]
  fundingUsd: number | null
  /** Days until the deadline; null for a rolling grant. */
  daysLeft: number | null
  language: Language
  /** Kinds of organization the eligibility text restricts the grant to (ORG_TYPES ids); empty: anyone. */
  eligibleOrgTypes: string[]
  /** Who may apply as stated (APPLICANT_TYPES ids); when not empty it is compared instead of eligibleOrgTypes (ADR 057). */
  applicantTypes: string[]
  /**
   * The countries an applicant must be registered in: the grant's eligible countries, else, when
   * foreign organizations may not apply, the countries it is open to (the funder's); empty: any.
   */
  registrationCountries: string[]
}

/** One reason behind a score, as data: a catalogue id (match.reason.{id}), whether it helps, hurts or informs, and its values. */
export interface MatchReason {
  id:
    | 'sector'
    | 'sectorAlso'
    | 'sectorOther'
    | 'country'
    | 'region'
    | 'panAfrican'
    | 'anywhere'
    | 'notOpenTo'
    | 'mission'
    | 'sizeFits'
    | 'sizeNear'
    | 'sizeAbove'
    | 'deadlineIn'
    | 'deadlineSoon'
    | 'rolling'
    | 'closed'
    | 'language'
    | 'languageOther'
    | 'eligibility'
    | 'eligibilityCheck'
  kind: 'hit' | 'miss' | 'info'
  params: Record<string, string | number | string[]>
  /** A miss that rules the grant out: the score is capped at MATCH_BLOCKED_CAP. */
  blocking?: true
}

/** A reason as a page shows it: whether it helps, hurts or informs, and its words in the reader's language (reason-text.server.ts). */
export interface ShownReason {
  kind: MatchReason['kind']
  text: string
}

export interface ShownMatch {
  score: number
  reasons: ShownReason[]
}

export interface MatchResult {
  score: number
  reasons: MatchReason[]
}

const W = MATCH_WEIGHTS

/** Points for each component; the SQL twin (score-sql.server.ts) is built from the same weights and kept equal by a test. */
export function componentPoints(profile: MatchProfile, facts: MatchFacts) {
  const sector = facts.sector === 'full' ? W.sector.full : facts.sector === 'partial' ? W.sector.partial : 0
  const place = facts.place === 'country' ? W.place.full : facts.place === 'excluded' ? 0 : W.place.partial
  const mission = Math.min(W.mission.max, W.mission.perTerm * facts.terms.length)
  const size = profile.sizeUsd === null || facts.fundingUsd === null ? W.size.unknown : facts.fundingUsd <= profile.sizeUsd ? W.size.fits : facts.fundingUsd <= 2 * profile.sizeUsd ? W.size.near : 0
  const d = facts.daysLeft
  const deadline = d === null || d >= W.deadline.comfortableDays ? W.deadline.full : d >= W.deadline.tightDays ? W.deadline.tight : d >= 0 ? W.deadline.rush : 0
  const language = profile.languages.includes(facts.language) ? W.language : 0
  const blocked = facts.place === 'excluded' || isIneligible(profile, facts) || isNotRegistered(profile, facts)
  const strained = language === 0 || (profile.sizeUsd !== null && facts.fundingUsd !== null && facts.fundingUsd >= W.size.farAboveRatio * profile.sizeUsd)
  return { sector, place, mission, size, deadline, language, blocked, strained }
}

/** The grant is restricted to kinds of organization the profile's is not among: its stated applicant types, else the types read from its eligibility text. */
function isIneligible(profile: MatchProfile, facts: MatchFacts) {
  if (profile.orgType === null) return false
  if (facts.applicantTypes.length > 0) return !facts.applicantTypes.includes(APPLICANT_TYPE_OF[profile.orgType])
  return facts.eligibleOrgTypes.length > 0 && !facts.eligibleOrgTypes.includes(profile.orgType)
}

/** The grant only takes organizations registered in countries that leave the profile's out. */
function isNotRegistered(profile: MatchProfile, facts: MatchFacts) {
  return facts.registrationCountries.length > 0 && !facts.registrationCountries.includes(profile.country)
}

/** The match score (0–100) alone: the components added up, capped for a grant the organization cannot apply to or would struggle with. */
export function matchScoreOf(profile: MatchProfile, facts: MatchFacts): number {
  const p = componentPoints(profile, facts)
  const total = p.sector + p.place + p.mission + p.size + p.deadline + p.language
  return Math.min(total, p.blocked ? MATCH_BLOCKED_CAP : p.strained ? MATCH_STRAIN_CAP : 100)
}

/**
 * The match score (0–100) of a grant for an organization, with its reasons, best first: blocking
 * misses, hits, other misses, notes. The components add up; a grant the organization cannot apply
 * to is capped at MATCH_BLOCKED_CAP, one it would struggle with (another language, an amount far
 * above its size) at MATCH_STRAIN_CAP.
 */
export function scoreMatch(profile: MatchProfile, facts: MatchFacts): MatchResult {
  const score = matchScoreOf(profile, facts)
  const reasons: MatchReason[] = []
  const add = (id: MatchReason['id'], kind: MatchReason['kind'], params: MatchReason['params'] = {}, blocking = false) =>
    reasons.push(blocking ? { id, kind, params, blocking: true } : { id, kind, params })

  const restriction: MatchReason['params'] = facts.applicantTypes.length > 0 ? { applicantTypes: facts.applicantTypes } : { orgTypes: facts.eligibleOrgTypes }
  if (isIneligible(profile, facts)) add('eligibility', 'miss', restriction, true)
  else if ((facts.applicantTypes.length > 0 || facts.eligibleOrgTypes.length > 0) && profile.orgType === null) add('eligibilityCheck', 'info', restriction)
  if (facts.place === 'excluded' || isNotRegistered(profile, facts)) add('notOpenTo', 'miss', { country: profile.country }, true)

  if (facts.sector === 'full') add('sector', 'hit', { sector: facts.matchedSector ?? profile.sector })
  else if (facts.sector === 'partial') add('sectorAlso', 'hit', { sector: facts.matchedSector ?? profile.sector })
  else add('sectorOther', 'miss', { sector: facts.grantSector })

  if (facts.place === 'country') add('country', 'hit', { country: profile.country })
  else if (facts.place === 'pan_african') add('panAfrican', 'hit')
  else if (facts.place === 'region') add('region', 'hit', { region: profile.region ?? '' })
  else if (facts.place === 'anywhere') add('anywhere', 'info')

  if (facts.terms.length) add('mission', 'hit', { terms: facts.terms.slice(0, 3) })

  if (profile.sizeUsd !== null && facts.fundingUsd !== null) {
    if (facts.fundingUsd <= profile.sizeUsd) add('sizeFits', 'hit')
    else if (facts.fundingUsd <= 2 * profile.sizeUsd) add('sizeNear', 'info', { amount: facts.fundingUsd })
    else add('sizeAbove', 'miss', { amount: facts.fundingUsd })
  }

  if (profile.languages.includes(facts.language)) add('language', 'hit', { language: facts.language })
  else add('languageOther', 'miss', { language: facts.language })

  const d = facts.daysLeft
  if (d === null) add('rolling', 'info')
  else if (d < 0) add('closed', 'miss')
  else if (d < W.deadline.tightDays) add('deadlineSoon', 'miss', { days: d })
  else add('deadlineIn', 'info', { days: d })

  const order = (r: MatchReason) => (r.blocking ? 0 : r.kind === 'hit' ? 1 : r.kind === 'miss' ? 2 : 3)
  reasons.sort((a, b) => order(a) - order(b))
  return { score, reasons }
}
