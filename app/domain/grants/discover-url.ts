/** Discover's URL state, written without zod so the browser bundle stays small. */
export const SORTS = ['newest', 'deadline'] as const
export type Sort = (typeof SORTS)[number]

export interface DiscoverState {
  q?: string
  sector?: string
  region?: string
  country?: string
  funder?: string
  sort: Sort
  page: number
}

/** The URL of a Discover state, leaving out defaults so shared links stay short. */
export function discoverHref(query: Partial<DiscoverState>): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'sector', 'region', 'country', 'funder'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/discover?${search}` : '/discover'
}
