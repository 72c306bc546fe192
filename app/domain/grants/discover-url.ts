import type { Language } from '../../catalog/sectors.ts'

/** Discover's URL state, written without zod so the browser bundle stays small. */
export const SORTS = ['relevance', 'newest', 'deadline'] as const
export type Sort = (typeof SORTS)[number]

export interface DiscoverState {
  q?: string
  sector?: string
  region?: string
  country?: string
  funder?: string
  /** The language the grants are written in. */
  language?: Language
  sort: Sort
  page: number
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

/** The URL of a Discover state, leaving out defaults so shared links stay short. */
export function discoverHref(query: Partial<DiscoverState>): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'sector', 'region', 'country', 'funder', 'language'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  const sort = query.sort ? sortParam({ q: query.q, sort: query.sort }) : ''
  if (sort) params.set('sort', sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/discover?${search}` : '/discover'
}
