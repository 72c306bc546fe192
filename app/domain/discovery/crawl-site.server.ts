import type { SourceFormat } from '../../catalog/discovery.ts'
import { extractPage } from './extract/index.ts'
import { canonicalUrl } from './extract/canonical-url.ts'
import { findLinks } from './extract/links.ts'
import { detectFormat } from './fetch/detect.ts'
import { parseFeed } from './fetch/feeds.ts'
import type { Fetcher } from './fetch/fetcher.server.ts'
import { parseSitemap } from './fetch/sitemap.ts'
import type { DiscoveredGrantInput } from './types.ts'

export type PageEvent =
  | { url: string; outcome: 'grant'; grant: DiscoveredGrantInput }
  | { url: string; outcome: 'not_grant'; reason: string }
  | { url: string; outcome: 'listing'; links: number }
  | { url: string; outcome: 'unchanged' }
  | { url: string; outcome: 'disallowed' }
  | { url: string; outcome: 'error'; reason: string }

/** What a crawl reports as it goes: the caller writes grants, progress and errors where it keeps them (the database, or the terminal). */
export interface CrawlSink {
  /** Before a page is asked for; false stops the crawl (out of time). */
  beforeFetch(url: string, fetched: number): Promise<boolean> | boolean
  onPage(event: PageEvent, fetched: number): Promise<void> | void
}

export interface CrawlSummary {
  /** Requests answered (changed or not): the number the page limit counts. */
  pagesFetched: number
  pagesUnchanged: number
  grantsFound: number
  errors: { url: string; reason: string }[]
  /** The limit stopped the crawl with pages still waiting. */
  limitReached: boolean
}

interface Pending {
  url: string
  /** seed and pagination pages are read for links; candidates are read for grants (and links, when they turn out to be listings). */
  role: 'seed' | 'pagination' | 'candidate'
}

/**
 * One crawl of one web source, up to `pageLimit` pages (spec §9: 10 per request). From the start URL
 * it reads an HTML listing, a feed or a sitemap; follows same-site links that look like grant pages
 * (best first) and the listing's pagination; and hands every grant the extraction finds to the sink.
 * Robots.txt, the per-host delay, retries and change detection live in the fetcher, so every
 * request obeys them. Used by the background job (crawl.server.ts) and by `npm run cli -- crawl`.
 */
export async function crawlSite(input: { startUrl: string; format: SourceFormat; pageLimit: number; fetcher: Fetcher; now: Date }, sink: CrawlSink): Promise<CrawlSummary> {
  const summary: CrawlSummary = { pagesFetched: 0, pagesUnchanged: 0, grantsFound: 0, errors: [], limitReached: false }
  const start = new URL(input.startUrl)
  const seen = new Set<string>([canonicalUrl(input.startUrl)])
  const paginations: Pending[] = []
  const candidates: Pending[] = []
  const enqueue = (url: string, role: Pending['role']) => {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return
    }
    if (parsed.host !== start.host || !/^https?:$/.test(parsed.protocol)) return
    const key = canonicalUrl(parsed.href)
    if (seen.has(key)) return
    seen.add(key)
    ;(role === 'pagination' ? paginations : candidates).push({ url: parsed.href, role })
  }
  // Candidates first, then the next listing page: ten pages go to grants, not to walking the listing.
  const next = (): Pending | undefined => candidates.shift() ?? paginations.shift()

  let current: Pending | undefined = { url: input.startUrl, role: 'seed' }
  while (current) {
    if (summary.pagesFetched >= input.pageLimit) {
      summary.limitReached = true
      break
    }
    if (!(await sink.beforeFetch(current.url, summary.pagesFetched))) break
    const readForLinks = current.role !== 'candidate'
    // Listing pages are always read in full: an unchanged listing still names the grants to look at.
    const outcome = await input.fetcher.fetch(current.url, { kind: 'html', conditional: !readForLinks })
    if (outcome.kind === 'disallowed') {
      await sink.onPage({ url: current.url, outcome: 'disallowed' }, summary.pagesFetched)
    } else if (outcome.kind === 'error') {
      summary.pagesFetched++
      summary.errors.push({ url: current.url, reason: outcome.reason })
      await sink.onPage({ url: current.url, outcome: 'error', reason: outcome.reason }, summary.pagesFetched)
    } else if (outcome.kind === 'unchanged') {
      summary.pagesFetched++
      summary.pagesUnchanged++
      await sink.onPage({ url: current.url, outcome: 'unchanged' }, summary.pagesFetched)
    } else {
      summary.pagesFetched++
      const kind = input.format === 'feed' || input.format === 'sitemap' ? input.format : input.format === 'html' ? 'html' : (detectFormat(outcome.contentType, outcome.body) ?? 'html')
      if (kind === 'feed') {
        const entries = await parseFeed(outcome.body, outcome.url)
        for (const entry of entries) enqueue(entry.url, 'candidate')
        await sink.onPage({ url: current.url, outcome: 'listing', links: entries.length }, summary.pagesFetched)
      } else if (kind === 'sitemap') {
        const map = parseSitemap(outcome.body)
        for (const child of map.sitemaps) enqueue(child, 'pagination')
        for (const entry of map.urls) enqueue(entry.loc, 'candidate')
        await sink.onPage({ url: current.url, outcome: 'listing', links: map.urls.length + map.sitemaps.length }, summary.pagesFetched)
      } else {
        const verdict = extractPage({ url: outcome.url, html: outcome.body, fetchedAt: input.now })
        const links = findLinks(outcome.body, outcome.url)
        if (verdict.kind === 'grant') {
          summary.grantsFound++
          await sink.onPage({ url: current.url, outcome: 'grant', grant: verdict.grant }, summary.pagesFetched)
        } else if (readForLinks || verdict.reason === 'listing') {
          for (const url of links.candidates) enqueue(url, 'candidate')
          for (const url of links.pagination) enqueue(url, 'pagination')
          await sink.onPage({ url: current.url, outcome: 'listing', links: links.candidates.length }, summary.pagesFetched)
        } else {
          await sink.onPage({ url: current.url, outcome: 'not_grant', reason: verdict.reason }, summary.pagesFetched)
        }
      }
    }
    current = next()
  }
  return summary
}
