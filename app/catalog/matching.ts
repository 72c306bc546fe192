/**
 * Matching (issue 13, ADR 028): the one place the match score's weights, thresholds, organization
 * types, audiences and plan terms for alerts and saved searches are written. The score itself is
 * computed in app/domain/matching/score.ts (TypeScript, from facts the database reads) and, for
 * filtering and ordering many grants at once, by the SQL that score-sql.server.ts builds from these
 * same numbers; a test holds the two equal.
 */
import type { PlanId } from './plans.ts'

/** Points per component; they add up to 100. */
export const MATCH_WEIGHTS = {
  /** The grant's main sector is the organization's (full), or one of the grant's sectors is (partial). */
  sector: { full: 30, partial: 18 },
  /** The grant names the organization's country (full), its region or the whole continent (partial). */
  place: { full: 25, partial: 20 },
  /** Per word of the organization's mission or program areas found in the grant, at most `max`. */
  mission: { perTerm: 5, max: 15 },
  /** The grant's amount against the organization's size: within it, within twice it, or unknown (none above twice it). */
  size: { fits: 12, near: 6, unknown: 6, farAboveRatio: 4 },
  /** Days left: rolling or at least `comfortableDays` (full), at least `tightDays` (tight), fewer (rush). */
  deadline: { full: 10, tight: 6, rush: 2, comfortableDays: 21, tightDays: 7 },
  /** The grant is written in a language the organization works in. */
  language: 8,
} as const

/** A grant the organization cannot apply to (another country, another kind of organization) scores at most this. */
export const MATCH_BLOCKED_CAP = 30
/**
 * A grant the organization would struggle to win scores at most this, below MATCH_LIST_MIN: it is
 * written in a language the organization does not work in, or its amount is at least
 * size.farAboveRatio times the organization's size.
 */
export const MATCH_STRAIN_CAP = 55
/** The least score that counts as a match: /matches lists these, alerts send these. */
export const MATCH_LIST_MIN = 60
/** Mission and program-area words compared with grants: at most this many, each at least this long. */
export const MATCH_TERMS = { max: 8, minLength: 4 } as const
/**
 * Words too common in grant texts to say anything about fit: never used as mission terms
 * (English, French, Portuguese, Swahili; Arabic words are rarely this generic in missions).
 */
export const MATCH_GENERIC_WORDS = [
  'africa',
  'african',
  'community',
  'communities',
  'development',
  'support',
  'supporting',
  'organization',
  'organisation',
  'project',
  'projects',
  'program',
  'programme',
  'programs',
  'people',
  'work',
  'working',
  'workers',
  'services',
  'local',
  'through',
  'their',
  'with',
  'from',
  'this',
  'that',
  'improve',
  'improving',
  'access',
  'afrique',
  'developpement',
  'soutien',
  'desenvolvimento',
  'apoio',
  'jamii',
  'maendeleo',
  'kusaidia',
] as const

/**
 * Kinds of organization (stored by id on organizations.org_type, shown through orgType.{id}). A
 * grant whose eligibility restricts it to some of these (eligible_org_types, read from its text by
 * f_eligible_org_types in the matching migration) blocks the others.
 */
export const ORG_TYPES = ['ngo', 'cbo', 'social_enterprise', 'business', 'university', 'research_institute', 'government', 'faith_based', 'individual'] as const
export type OrgType = (typeof ORG_TYPES)[number]

/**
 * Who may apply to a grant (issue 25 §6), stored by id on grants.applicant_types and
 * discovered_grants_queue.applicant_types and shown through applicantType.{id}; empty: not stated.
 * They are five of the ORG_TYPES ids, coarser: `ngo` covers NGOs and community organizations.
 */
export const APPLICANT_TYPES = ['ngo', 'university', 'government', 'business', 'individual'] as const satisfies readonly OrgType[]
export type ApplicantType = (typeof APPLICANT_TYPES)[number]

/** The applicant type an organization of each kind applies as (a grant's applicant_types is compared with this). */
export const APPLICANT_TYPE_OF: Record<OrgType, ApplicantType> = {
  ngo: 'ngo',
  cbo: 'ngo',
  faith_based: 'ngo',
  social_enterprise: 'business',
  business: 'business',
  university: 'university',
  research_institute: 'university',
  government: 'government',
  individual: 'individual',
}

/**
 * Who a grant is for (target audience), by id: the grants' own words are read into these ids by
 * f_audience_ids in the matching migration (grants.audience_ids), for the advanced filter.
 */
export const TARGET_AUDIENCES = [
  'women',
  'youth',
  'children',
  'farmers',
  'rural_communities',
  'people_with_disabilities',
  'health_workers',
  'schools',
  'small_businesses',
  'community_organizations',
] as const
export type TargetAudience = (typeof TARGET_AUDIENCES)[number]

/** Advanced filter: grants closing within this many days. */
export const CLOSING_WINDOWS = [7, 30, 90] as const

export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/** How new-match alerts reach a member: as soon as a grant is published (priority), daily, weekly, or not at all. */
export const MATCH_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type MatchAlertFrequency = (typeof MATCH_ALERT_FREQUENCIES)[number]

/** What each plan allows for saved searches and alerts (the product's choice, ADR 028). */
export const ALERT_TERMS: Record<PlanId, { savedSearches: number; frequencies: readonly SavedSearchFrequency[]; matchAlerts: readonly MatchAlertFrequency[] }> = {
  free: { savedSearches: 3, frequencies: ['weekly'], matchAlerts: ['weekly', 'off'] },
  pro: { savedSearches: 25, frequencies: ['daily', 'weekly'], matchAlerts: ['instant', 'daily', 'weekly', 'off'] },
  premium: { savedSearches: 100, frequencies: ['daily', 'weekly'], matchAlerts: ['instant', 'daily', 'weekly', 'off'] },
}

/** Priority alerts wait this long after a publish, so a burst of publishes is one email per member. */
export const PRIORITY_ALERT_DELAY_SECONDS = 5 * 60
/** Grants in one alert email at most (the rest are on /matches or /discover). */
export const ALERT_EMAIL_MAX_GRANTS = 10
/** Members or saved searches an alert run claims at once (their database round trips overlap; the pool has 10 connections). */
export const ALERT_RUN_CONCURRENCY = 4
