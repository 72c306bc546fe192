import { type DiscoverQuery, parseDiscoverQuery } from '../grants/discover.schema.ts'
import { discoverHref } from '../grants/discover-url.ts'

/**
 * A Discover query string ("q=water&sector=health", with or without "?" or "/discover?") as a saved
 * search keeps it: the parsed state without the page, and its /discover URL as the key that makes
 * one saved search per query and member. Null when nothing narrows the search (no words, no filter):
 * an alert on every new grant is not a search.
 */
export function savedQuery(queryString: string): { query: Record<string, unknown>; queryKey: string } | null {
  const state = parseDiscoverQuery(new URLSearchParams(queryString.replace(/^(\/discover)?\?/, '')))
  const { page: _page, ...query } = state
  const queryKey = discoverHref({ ...state, page: 1 })
  const narrowing = [...new URL(queryKey, 'http://x.invalid').searchParams.keys()].filter((k) => k !== 'sort' && k !== 'page')
  if (narrowing.length === 0) return null
  return { query: JSON.parse(JSON.stringify(query)), queryKey }
}

/**
 * A saved search's Discover state, read back from its key (its URL) through Discover's own parser,
 * so a search saved before Discover's filters changed still reads as Discover reads it now.
 */
export function savedSearchState(queryKey: string): DiscoverQuery {
  return parseDiscoverQuery(new URL(queryKey, 'http://x.invalid').searchParams)
}
