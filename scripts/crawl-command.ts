import { CRAWL_PAGE_LIMIT, CRAWL_TO_END_MAX, isImporterFormat, isSourceFormat, type SourceFormat } from '../app/catalog/discovery.ts'
import { crawlSite, type PageEvent } from '../app/domain/discovery/crawl-site.server.ts'
import { createFetcher } from '../app/domain/discovery/fetch/fetcher.server.ts'
import { createMemoryStore } from '../app/domain/discovery/fetch/store.ts'
import { importSource } from '../app/domain/discovery/import-source.server.ts'
import type { DiscoveredGrantInput } from '../app/domain/discovery/types.ts'
import { loadEnv } from '../server/env.ts'
import { crawlConfig } from '../server/services.ts'

export interface CrawlCommandOptions {
  url: string
  format?: string
  limit?: number
  /** Prints each page as it goes (to stderr, so stdout stays the JSON). */
  log?: (line: string) => void
}

/** One line per page for the terminal. */
export function describeEvent(event: PageEvent, fetched: number, limit: number): string {
  const at = `[${String(fetched).padStart(2)}/${limit}]`
  switch (event.outcome) {
    case 'grant':
      return `${at} grant      ${event.url}\n          ${event.grant.title}`
    case 'not_grant':
      return `${at} not grant  ${event.url} (${event.reason})`
    case 'listing':
      return `${at} listing    ${event.url} (${event.links} links)`
    case 'unchanged':
      return `${at} unchanged  ${event.url}`
    case 'disallowed':
      return `${at} robots.txt ${event.url} (not fetched)`
    case 'error':
      return `${at} error      ${event.url} (${event.reason})`
  }
}

/**
 * `npm run cli -- crawl URL`: one crawl from the command line, with no database (the embedded one
 * may be held by the running server). It fetches with the same fetcher, robots rules, delays and
 * extraction as the background job, prints each page as it goes, and returns the grants it found.
 */
export interface CrawlCommandResult {
  grants: DiscoveredGrantInput[]
  pagesFetched: number
  errors: { url: string; reason: string }[]
  /** The limit stopped the crawl: `pagesLeft` known pages were not visited. */
  limitReached: boolean
  pagesLeft: number
}

/** The closing line: what was read, and when the limit stopped the crawl, what it left. */
export function describeResult(result: CrawlCommandResult, limit: number): string {
  const done = `Fetched ${result.pagesFetched} pages, found ${result.grants.length} grants, ${result.errors.length} errors.`
  if (!result.limitReached) return done
  return `${done} Stopped at the limit of ${limit} pages with ${result.pagesLeft} known pages not visited: run again with a higher --limit (up to ${CRAWL_TO_END_MAX}) to read them.`
}

export async function runCrawlCommand(options: CrawlCommandOptions): Promise<CrawlCommandResult> {
  const format: SourceFormat = options.format && isSourceFormat(options.format) ? options.format : 'auto'
  const limit = options.limit ?? CRAWL_PAGE_LIMIT
  const log = options.log ?? ((line: string) => console.error(line))
  const config = crawlConfig(loadEnv())
  const store = createMemoryStore()
  const fetcher = createFetcher({ config, store, sourceId: 'cli' })
  const now = new Date()
  if (isImporterFormat(format)) {
    const grants: DiscoveredGrantInput[] = []
    const summary = await importSource({ url: options.url, format, fetcher, now }, (records, pageUrl) => {
      grants.push(...records)
      log(`[${String(grants.length).padStart(2)}] imported   ${pageUrl} (${records.length} grants)`)
    })
    return { grants, pagesFetched: summary.pagesFetched, errors: summary.errors, limitReached: false, pagesLeft: 0 }
  }
  const grants: DiscoveredGrantInput[] = []
  const summary = await crawlSite(
    { startUrl: options.url, format, pageLimit: limit, fetcher, store, sourceId: 'cli', now },
    {
      beforeFetch: () => true,
      onPage: (event, fetched) => {
        if (event.outcome === 'grant') grants.push(event.grant)
        log(describeEvent(event, fetched, limit))
      },
    },
  )
  return { grants, pagesFetched: summary.pagesFetched, errors: summary.errors, limitReached: summary.limitReached, pagesLeft: summary.pagesLeft }
}
