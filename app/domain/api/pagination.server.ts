import { z } from 'zod'
import { API_MAX_PAGE_SIZE } from '../../catalog/api.ts'

/**
 * CommonGrants pagination: `page` from 1 (default 1), `pageSize` from 1 (default 100). A larger
 * `pageSize` than API_MAX_PAGE_SIZE is answered with that many (paginationInfo says so): the base
 * sets no maximum, so refusing it would break a client that follows the base.
 */
export interface Page {
  page: number
  pageSize: number
}

const MAX_INT32 = 2_147_483_647
const wholeNumber = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of at least 1` })
    .int({ error: `${name} must be a whole number of at least 1` })
    .min(1, { error: `${name} must be a whole number of at least 1` })
    .max(MAX_INT32, { error: `${name} is too large` })

export const paginationSchema = z
  .object({ page: wholeNumber('page').default(1), pageSize: wholeNumber('pageSize').default(API_MAX_PAGE_SIZE) })
  .transform((p): Page => ({ page: p.page, pageSize: Math.min(p.pageSize, API_MAX_PAGE_SIZE) }))

/** `page` and `pageSize` from the query string, or the reasons they cannot be read. */
export function pageFromQuery(url: URL): { ok: true; page: Page } | { ok: false; errors: string[] } {
  const read = (name: string) => {
    const raw = url.searchParams.get(name)
    if (raw === null || raw === '') return undefined
    return /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  }
  const parsed = paginationSchema.safeParse({ page: read('page'), pageSize: read('pageSize') })
  return parsed.success ? { ok: true, page: parsed.data } : { ok: false, errors: parsed.error.issues.map((i) => i.message) }
}

/** CommonGrants.Pagination.PaginatedResultsInfo. */
export function paginationInfo(page: Page, totalItems: number) {
  return { page: page.page, pageSize: page.pageSize, totalItems, totalPages: Math.ceil(totalItems / page.pageSize) }
}

/** Rows skipped before the page; past what PostgreSQL's bigint offset can hold no row is there anyway. */
export const offsetOf = (page: Page) => Math.min((page.page - 1) * page.pageSize, Number.MAX_SAFE_INTEGER)
