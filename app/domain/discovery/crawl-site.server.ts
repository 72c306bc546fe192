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
export async function crawlSite(
  input: {
    startUrl: string
    format: SourceFormat
    pageLimit: number
    fetcher: Fetcher
    now: Date
    /** A second reading of a grant page the rules left fields empty on (the optional model). */
    refine?: (grant: DiscoveredGrantInput, html: string) => Promise<DiscoveredGrantInput>
  },
  sink: CrawlSink,
): Promise<CrawlSummary> {
  const summary: CrawlSummary = { pagesFetched: 0, pagesUnchanged: 0, grantsFound: 0, errors: [], limitReached: false }
  // The site is the start URL's host, or where it redirects (funder.org → www.funder.org).
  let site = new URL(input.startUrl).host
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
    if (parsed.host !== site || !/^https?:$/.test(parsed.protocol)) return
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
      if (current.role === 'seed') site = new URL(outcome.url).host
      const kind = input.format === 'feed' || input.format === 'sitemap' ? input.format : input.format === 'html' ? 'html' : (detectFormat(outcome.contentType, outcome.body) ?? 'html')
      if (kind === 'feed' || kind === 'sitemap') {
        // A broken feed or sitemap is one page's error, not the crawl's end.
        const links = await readLinks(kind, outcome.body, outcome.url).catch(() => null)
        if (links) {
          for (const url of links.pagination) enqueue(url, 'pagination')
          for (const url of links.candidates) enqueue(url, 'candidate')
          await sink.onPage({ url: current.url, outcome: 'listing', links: links.pagination.length + links.candidates.length }, summary.pagesFetched)
        } else {
          summary.errors.push({ url: current.url, reason: `unreadable-${kind}` })
          await sink.onPage({ url: current.url, outcome: 'error', reason: `unreadable-${kind}` }, summary.pagesFetched)
        }
      } else {
        const verdict = extractPage({ url: outcome.url, html: outcome.body, fetchedAt: input.now })
        const links = findLinks(outcome.body, outcome.url)
        if (verdict.kind === 'grant') {
          summary.grantsFound++
          const grant = input.refine ? await input.refine(verdict.grant, outcome.body) : verdict.grant
          await sink.onPage({ url: current.url, outcome: 'grant', grant }, summary.pagesFetched)
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

/** The pages a feed or a sitemap names: sitemaps of a sitemap index are read like listing pages. */
async function readLinks(kind: 'feed' | 'sitemap', body: string, url: string): Promise<{ pagination: string[]; candidates: string[] }> {
  if (kind === 'feed') return { pagination: [], candidates: (await parseFeed(body, url)).map((e) => e.url) }
  const map = parseSitemap(body)
  return { pagination: map.sitemaps, candidates: map.urls.map((e) => e.loc) }
}
