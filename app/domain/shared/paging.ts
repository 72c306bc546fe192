import { redirect } from 'react-router'

/** How many pages `total` items fill at `pageSize` a page: at least one (an empty list has one, empty, page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * The one answer every numbered list gives to a page past its last (Discover, the expert
 * directory): a redirect to the last page, the rest of the address kept, so nobody is shown
 * "Page 9,999 of 417" over an empty list. Null when the page exists. Throw it from the loader.
 * (The public API keeps its protocol's paging: an empty page with the real totals.)
 */
export function pastLastPage(request: Request, list: { page: number; pageCount: number }, param = 'page'): Response | null {
  if (list.page <= list.pageCount) return null
  const url = new URL(request.url)
  if (list.pageCount > 1) url.searchParams.set(param, String(list.pageCount))
  else url.searchParams.delete(param)
  return redirect(`${url.pathname}${url.search}`)
}
