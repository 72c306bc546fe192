import { IMPORT_PAGES_MAX, type ImporterFormat } from '../../catalog/discovery.ts'
import type { Fetcher } from './fetch/fetcher.server.ts'
import { IMPORTERS, NEXT_PAGE, POST_APIS, type PostRequest } from './importers/index.ts'
import type { DiscoveredGrantInput } from './types.ts'

/** Importer files are read whole: the open-data extracts are large. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024

export interface ImportSummary {
  pagesFetched: number
  pagesUnchanged: number
  grantsFound: number
  errors: { url: string; reason: string }[]
}

/**
 * One import of an open-data source: its file, or for a paged API (the EU portal's search, a
 * CommonGrants server, grants.gov's search2) each page in turn, up to IMPORT_PAGES_MAX. Each page's
 * records go to `onRecords` as soon as the page is read, so a long import shows progress and keeps
 * what it read when a later page fails. A file unchanged since the last import is not read again; an
 * API's pages are always read (their answers carry no validators worth trusting, and a page's
 * records move). An API asked with a POST (POST_APIS, ADR 058) pages by its body, not its address.
 */
export async function importSource(
  input: { url: string; format: ImporterFormat; fetcher: Fetcher; now: Date },
  onRecords: (records: DiscoveredGrantInput[], pageUrl: string) => Promise<void> | void,
): Promise<ImportSummary> {
  const summary: ImportSummary = { pagesFetched: 0, pagesUnchanged: 0, grantsFound: 0, errors: [] }
  const nextPage = NEXT_PAGE[input.format]
  const postApi = POST_APIS[input.format]
  const seen = new Set<string>()
  let post: PostRequest | null = postApi?.first(input.url) ?? null
  let url: string | null = post ? post.url : input.url
  while (url && summary.pagesFetched < IMPORT_PAGES_MAX) {
    const outcome = await input.fetcher.fetch(url, {
      kind: 'file',
      maxBytes: IMPORT_MAX_BYTES,
      conditional: !nextPage && !post,
      ...(post ? { method: 'POST' as const, body: post.body, contentType: 'application/json' } : {}),
    })
    if (outcome.kind === 'disallowed') {
      summary.errors.push({ url, reason: 'robots' })
      break
    }
    summary.pagesFetched++
    if (outcome.kind === 'error') {
      summary.errors.push({ url, reason: outcome.reason })
      break
    }
    if (outcome.kind === 'unchanged') {
      summary.pagesUnchanged++
      break
    }
    let records: DiscoveredGrantInput[]
    try {
      records = IMPORTERS[input.format](outcome.body, { fileUrl: outcome.url, now: input.now })
    } catch {
      summary.errors.push({ url, reason: 'unreadable-file' })
      break
    }
    // A record on two pages (the list moved while it was read) is written once.
    const fresh = records.filter((r) => !seen.has(r.externalId) && seen.add(r.externalId))
    summary.grantsFound += fresh.length
    await onRecords(fresh, url)
    if (post && postApi) {
      post = postApi.next(post, outcome.body)
      url = post?.url ?? null
    } else url = nextPage ? nextPage(url, outcome.body) : null
  }
  return summary
}
