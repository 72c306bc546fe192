/** The directory's state, all of it in the URL (q, sector, page): shareable, and works without JavaScript. */
export interface DirectoryState {
  q?: string
  sector?: string
  page: number
}

/** The directory's link for a state; defaults are left out. */
export function directoryHref(state: Partial<DirectoryState>): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.sector) params.set('sector', state.sector)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const search = params.toString()
  return search ? `/grant-experts/browse?${search}` : '/grant-experts/browse'
}

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
