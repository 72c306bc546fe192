import { MATCH_GENERIC_WORDS, MATCH_TERMS, type OrgType } from '../../catalog/matching.ts'
import { regionOfCountry } from '../../catalog/countries.ts'
import { type Language, organizationSectors } from '../../catalog/sectors.ts'

/**
 * What the match score reads about an organization (ADR 028). `sizeUsd` is its stated yearly
 * budget, else its verification tier's project ceiling, else unknown; `languages` are those it
 * works in (its own list, else its member's language); `terms` are the informative words of its
 * mission and program areas.
 */
export interface MatchProfile {
  /** The main sector. */
  sector: string
  /** Every sector it works in, the main one first (ADR 056): a grant in any of them matches. */
  sectors: string[]
  country: string
  region: string | null
  orgType: OrgType | null
  sizeUsd: number | null
  languages: Language[]
  terms: string[]
}

/** The organization's fields a match profile is made of. */
export interface MatchProfileSource {
  sector: string | null
  /** Its sectors as stored (the main one first); absent or empty: the main sector alone. */
  sectors?: readonly string[]
  country: string | null
  orgType: string | null
  annualBudgetUsd: number | null
  tierCeilingUsd: number | null
  languages: Language[]
  memberLanguage: Language
  mission: string | null
  programAreas: string | null
}

const GENERIC = new Set<string>(MATCH_GENERIC_WORDS)

/**
 * The words of a mission and program areas that say what the organization does: lower case, at
 * least MATCH_TERMS.minLength letters, not generic grant vocabulary, in the order written, at most
 * MATCH_TERMS.max: "We help smallholder farmers adopt drip irrigation" gives smallholder, farmers,
 * adopt, drip, irrigation.
 */
export function matchTermsOf(...texts: Array<string | null | undefined>): string[] {
  const words = texts
    .filter(Boolean)
    .join(' ')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
  const unaccented = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '')
  const kept: string[] = []
  for (const word of words) {
    if (unaccented(word).length < MATCH_TERMS.minLength || GENERIC.has(unaccented(word)) || STOP_WORDS.has(unaccented(word)) || kept.includes(word)) continue
    kept.push(word)
    if (kept.length === MATCH_TERMS.max) break
  }
  return kept
}

/** Common words of four letters or more in the five languages that the search dictionaries would also drop. */
const STOP_WORDS = new Set([
  'with',
  'from',
  'that',
  'this',
  'they',
  'their',
  'them',
  'which',
  'about',
  'into',
  'over',
  'have',
  'also',
  'more',
  'than',
  'such',
  'help',
  'helps',
  'helping',
  'pour',
  'dans',
  'avec',
  'nous',
  'sont',
  'leur',
  'leurs',
  'elles',
  'aider',
  'aupres',
  'para',
  'como',
  'pelo',
  'pela',
  'seus',
  'suas',
  'nossa',
  'nosso',
  'ajudar',
  'kwenye',
  'katika',
  'kwamba',
  'wetu',
  'yetu',
  'kwao',
  'sisi',
  'kwenda',
  'عبر',
  'على',
  'التي',
  'الذي',
  'نحن',
  'مساعدة',
])

/** A match profile, or null when the organization has not said its sector and country (then no score is shown). */
export function toMatchProfile(source: MatchProfileSource): MatchProfile | null {
  if (!source.sector || !source.country) return null
  return {
    sector: source.sector,
    sectors: organizationSectors(source.sector, source.sectors ?? []),
    country: source.country,
    region: regionOfCountry(source.country) ?? null,
    orgType: (source.orgType as OrgType | null) ?? null,
    sizeUsd: source.annualBudgetUsd ?? source.tierCeilingUsd ?? null,
    languages: source.languages.length ? source.languages : [source.memberLanguage],
    terms: matchTermsOf(source.mission, source.programAreas),
  }
}

/** Identifies a profile's content: two members with the same profile share cached match searches. */
export function profileKey(profile: MatchProfile): string {
  return JSON.stringify([profile.sectors, profile.country, profile.orgType, profile.sizeUsd, [...profile.languages].sort(), profile.terms])
}
