import type { ApplicantType, CLOSING_WINDOWS, TargetAudience } from '../../catalog/matching.ts'
import type { PlanId } from '../../catalog/plans.ts'
import type { GrantType, Language } from '../../catalog/sectors.ts'

/** Discover's URL state, written without zod so the browser bundle stays small. */
export const SORTS = ['relevance', 'newest', 'deadline', 'match'] as const
export type Sort = (typeof SORTS)[number]

export type ClosingWindow = (typeof CLOSING_WINDOWS)[number]

/** Grants a member can hide from their results (advanced filter `hide`, repeatable). */
export const HIDE_KINDS = ['saved', 'applied'] as const
export type HideKind = (typeof HIDE_KINDS)[number]

/** Which calls Discover lists: open ones by default, or the closed ones (past their deadline, or closed at their source). */
export const CALL_STATUSES = ['closed'] as const
export type CallStatus = (typeof CALL_STATUSES)[number]

export interface DiscoverState {
  q?: string
  /** Closed calls instead of open ones (issue 25 §5). */
  status?: CallStatus
  sector?: string
  region?: string
  country?: string
  funder?: string
  /** The language the grants are written in. */
  language?: Language
  // Advanced filters (Pro and Premium; stripAdvanced drops them for everyone else).
  /** Funding in USD (grants.funding_usd), at least and at most. */
  minUsd?: number
  maxUsd?: number
  /** Closing within this many days from today. */
  closing?: ClosingWindow
  /** The deadline on or after `from` and on or before `to` (YYYY-MM-DD). */
  from?: string
  to?: string
  type?: GrantType
  audience?: TargetAudience
  /** Grants that say this kind of applicant may apply (grants.applicant_types, issue 25 §6). */
  applicant?: ApplicantType
  /** The member's match score at least this (0–100); applied only where a match score is known. */
  minScore?: number
  /** Leave out the member's saved or applied grants. */
  hide?: HideKind[]
  sort: Sort
  page: number
}

/** The advanced filters' fields: Pro and Premium search with them, Free and visitors see them as an upgrade. */
export const ADVANCED_FIELDS = ['minUsd', 'maxUsd', 'closing', 'from', 'to', 'type', 'audience', 'applicant', 'minScore', 'hide'] as const
export type AdvancedField = (typeof ADVANCED_FIELDS)[number]

/** Whether a plan (the plan in force) searches with the advanced filters. Visitors have none. */
export function hasAdvancedFilters(plan: PlanId | null | undefined): boolean {
  return plan === 'pro' || plan === 'premium'
}

/** The advanced filters this state sets. */
export function activeAdvancedFields(query: Partial<DiscoverState>): AdvancedField[] {
  return ADVANCED_FIELDS.filter((key) => {
    const value = query[key]
    return Array.isArray(value) ? value.length > 0 : value !== undefined
  })
}

/** The same state without any advanced filter (search itself is never capped: only the filters go). */
export function stripAdvanced<T extends Partial<DiscoverState>>(query: T): T {
  const stripped = { ...query }
  for (const key of ADVANCED_FIELDS) delete stripped[key]
  return stripped
}

/** With a text query the best matches come first; without one, the newest grants. */
export function defaultSort(q: string | undefined): Sort {
  return q ? 'relevance' : 'newest'
}

/**
 * The sort as the URL and the form carry it: '' for the default of this search, so a search
 * typed over a page that had no query is sorted by relevance, as the form says beside it.
 */
export function sortParam(query: Pick<DiscoverState, 'q' | 'sort'>): '' | Sort {
  return query.sort === defaultSort(query.q) || (query.sort === 'relevance' && !query.q) ? '' : query.sort
}

/** The query string of a Discover state (no "?"), leaving out defaults so shared links stay short. */
export function discoverSearch(query: Partial<DiscoverState>): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'sector', 'region', 'country', 'funder', 'language', 'status'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  const numbers = [
    ['min_usd', query.minUsd],
    ['max_usd', query.maxUsd],
    ['closing', query.closing],
  ] as const
  for (const [name, value] of numbers) if (value !== undefined) params.set(name, String(value))
  for (const [name, value] of [
    ['from', query.from],
    ['to', query.to],
    ['type', query.type],
    ['audience', query.audience],
    ['applicant', query.applicant],
  ] as const)
    if (value) params.set(name, value)
  if (query.minScore) params.set('min_score', String(query.minScore))
  for (const kind of HIDE_KINDS) if (query.hide?.includes(kind)) params.append('hide', kind)
  const sort = query.sort ? sortParam({ q: query.q, sort: query.sort }) : ''
  if (sort) params.set('sort', sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

/** The URL of a Discover state, leaving out defaults so shared links stay short. */
export function discoverHref(query: Partial<DiscoverState>): string {
  const search = discoverSearch(query)
  return search ? `/discover?${search}` : '/discover'
}
