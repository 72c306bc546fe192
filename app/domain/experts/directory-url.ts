/**
 * The directory's sorts (issue 28 §3). `best` is the default, "Best match": featured tiers first
 * (Elite, then Pro), then the newest listed; every other sort follows only its own order (ADR 078).
 */
export const DIRECTORY_SORTS = ['best', 'rating', 'projects', 'rate_low', 'rate_high'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

/** The filters a visitor can set, in the order the page shows them (and its chips). */
export const DIRECTORY_FILTERS = ['q', 'country', 'language', 'sector', 'type', 'minRate', 'maxRate'] as const
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number]

/** Each state field's URL parameter. */
export const DIRECTORY_PARAMS: Record<DirectoryFilter | 'sort' | 'page', string> = {
  q: 'q',
  country: 'country',
  language: 'language',
  sector: 'sector',
  type: 'type',
  minRate: 'min_rate',
  maxRate: 'max_rate',
  sort: 'sort',
  page: 'page',
}

/** The directory's state, all of it in the URL: shareable, and works without JavaScript. */
export interface DirectoryState {
  q?: string
  /** ISO 3166 code of the country the expert works from. */
  country?: string
  /** A language id the expert works in (en, fr, pt, ar, sw). */
  language?: string
  sector?: string
  /** A grant type id (app/catalog/sectors.ts GRANT_TYPES). */
  type?: string
  /** The hourly rate range the member can pay, in whole US dollars: experts whose own range meets it. */
  minRate?: number
  maxRate?: number
  /** Absent: Best match. */
  sort?: DirectorySort
  page: number
}

/** The directory's link for a state; defaults are left out, in a fixed order (one URL per state). */
export function directoryHref(state: Partial<DirectoryState>): string {
  const params = new URLSearchParams()
  for (const key of DIRECTORY_FILTERS) {
    const value = state[key]
    if (value !== undefined && value !== '') params.set(DIRECTORY_PARAMS[key], String(value))
  }
  if (state.sort && state.sort !== 'best') params.set('sort', state.sort)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const search = params.toString()
  return search ? `/grant-experts/browse?${search}` : '/grant-experts/browse'
}

/** The same search without one filter (a chip's link, or a loosening the empty result offers), from its first page. */
export function withoutFilter(state: DirectoryState, filter: DirectoryFilter): DirectoryState {
  return { ...state, [filter]: undefined, page: 1 }
}

/** The filters a state sets. */
export const activeFilters = (state: Partial<DirectoryState>): DirectoryFilter[] => DIRECTORY_FILTERS.filter((key) => state[key] !== undefined && state[key] !== '')

/**
 * The sign-in page (or its sign-up tab) that brings the visitor back to `place` afterwards: the
 * directory page they were browsing, or the request form for the writer they chose (auth.tsx reads
 * redirectTo and keeps only a path on this site).
 */
export function signInHref(place: string, tab?: 'signup'): string {
  const params = new URLSearchParams()
  if (tab) params.set('tab', tab)
  params.set('redirectTo', place)
  return `/auth?${params.toString()}`
}
