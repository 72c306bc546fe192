import { type FrontierRole, type PageOutcome, type SourceFormat, UNCHANGED_PER_LIMIT_PAGE } from '../../catalog/discovery.ts'
import { extractPage } from './extract/index.ts'
import { canonicalUrl } from './extract/canonical-url.ts'
import { findLinks, urlScore } from './extract/links.ts'
import { detectFormat } from './fetch/detect.ts'
import { parseFeed } from './fetch/feeds.ts'
import type { Fetcher } from './fetch/fetcher.server.ts'
import { parseSitemap } from './fetch/sitemap.ts'
import type { CrawlStore, FrontierLink, FrontierPage } from './fetch/store.ts'
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
  /** Requests answered (changed or not). */
  pagesFetched: number
  /** Of those, pages unchanged since the last visit (a 304 or the same content): they cost nothing of the limit. */
  pagesUnchanged: number
  grantsFound: number
  errors: { url: string; reason: string }[]
  /** The limit stopped the crawl with pages still waiting. */
  limitReached: boolean
  /** The source's frontier after the crawl: pages known, visited at least once, and not visited yet. */
  pagesKnown: number
  pagesVisited: number
  pagesLeft: number
}

/** A feed names a funder's current calls: its items come before links found in pages. */
const FEED_ITEM_PRIORITY = 10
/** A robots.txt sitemap, a feed or sitemap announced by a page. */
const LINK_SOURCE_PRIORITY = 0

/**
 * Visit order, lowest first: the seed, then link sources (robots.txt's sitemaps, feeds, sitemaps),
 * then pages never visited (candidates best first, then listings' next pages), then pages visited
 * in an earlier crawl (listings first, for their new links, then the rest, longest unvisited first).
 */
function tierOf(page: FrontierPage): number {
  if (page.role === 'seed') return 0
  if (page.role === 'link_source') return 1
  if (!page.fetchedAt) return page.role === 'candidate' ? 2 : 3
  return page.role === 'listing' ? 4 : 5
}

/** Within a tier: pages never visited by priority; pages visited before, longest ago first. */
function before(a: FrontierPage, b: FrontierPage, tier: number): boolean {
  if (tier >= 4) {
    const at = a.fetchedAt?.getTime() ?? 0
    const bt = b.fetchedAt?.getTime() ?? 0
    if (at !== bt) return at < bt
  }
  return a.priority > b.priority
}

/**
 * One crawl of one web source (issue 25). The source keeps a frontier in the store: every page of
 * its site the crawler knows. Each crawl reads the seed (the source's address) and the link sources
 * again, asking conditionally so an unchanged one costs a 304, then goes on where the last crawl
 * stopped: pages never visited, best first, then pages visited longest ago. `pageLimit` counts the
 * pages that were new or changed (spec §9: 10 per request); an unchanged page costs nothing of it.
 * The format chosen for a source says how to read its seed only: every other page is read for what
 * it is (an HTML page, a feed, a sitemap). robots.txt's `Sitemap:` lines are link sources; a seed
 * that is robots.txt itself is read for them. Robots rules, the per-host delay, retries and change
 * detection live in the fetcher, so every request obeys them. Used by the background job
 * (crawl.server.ts) and by `npm run cli -- crawl`.
 */
export async function crawlSite(
  input: {
    startUrl: string
    format: SourceFormat
    pageLimit: number
    fetcher: Fetcher
    /** The store the fetcher uses, and the source whose frontier it is. */
    store: CrawlStore
    sourceId: string
    now: Date
    /** A second reading of a grant page the rules left fields empty on (the optional model). */
    refine?: (grant: DiscoveredGrantInput, html: string) => Promise<DiscoveredGrantInput>
  },
  sink: CrawlSink,
): Promise<CrawlSummary> {
  const { store, sourceId, fetcher } = input
  const summary: CrawlSummary = { pagesFetched: 0, pagesUnchanged: 0, grantsFound: 0, errors: [], limitReached: false, pagesKnown: 0, pagesVisited: 0, pagesLeft: 0 }
  const seedUrl = canonicalUrl(input.startUrl)
  // The site is the start URL's host, or where it redirects (funder.org → www.funder.org).
  const hosts = new Set([new URL(seedUrl).host])
  const pages = new Map<string, FrontierPage>((await store.frontier(sourceId)).map((p) => [p.url, p]))
  const seed = pages.get(seedUrl)
  pages.set(seedUrl, { url: seedUrl, role: 'seed', priority: 0, fetchedAt: seed?.fetchedAt ?? null, outcome: seed?.outcome ?? null })
  const visitedNow = new Set<string>()

  const addLinks = async (links: FrontierLink[], from: string): Promise<number> => {
    const onSite = links.flatMap((link) => {
      let url: URL
      try {
        url = new URL(link.url)
      } catch {
        return []
      }
      if (!hosts.has(url.host) || !/^https?:$/.test(url.protocol)) return []
      return [{ ...link, url: canonicalUrl(url.href) }]
    })
    const added = await store.addLinks(sourceId, onSite, from)
    const fresh = new Set(added)
    for (const link of onSite) {
      const known = pages.get(link.url)
      if (known) known.priority = Math.max(known.priority, link.priority)
      else if (fresh.has(link.url)) pages.set(link.url, { url: link.url, role: link.role, priority: link.priority, fetchedAt: null, outcome: null })
    }
    return onSite.length
  }
  const visited = async (page: FrontierPage, outcome: PageOutcome, role: FrontierRole = page.role) => {
    await store.markVisited(sourceId, page.url, { outcome, role })
    Object.assign(page, { outcome, role, fetchedAt: new Date() })
  }
  const next = (): FrontierPage | undefined => {
    let best: FrontierPage | undefined
    let bestTier = Number.POSITIVE_INFINITY
    for (const page of pages.values()) {
      if (visitedNow.has(page.url)) continue
      const tier = tierOf(page)
      if (!best || tier < bestTier || (tier === bestTier && before(page, best, tier))) {
        best = page
        bestTier = tier
      }
    }
    return best
  }

  // robots.txt's Sitemap: lines name every page the site wants found: link sources of a source
  // whose address is a listing, a feed, a sitemap or robots.txt (not of a single grant page's).
  const robots = await fetcher.robots(seedUrl)
  const addSitemaps = () =>
    addLinks(
      robots.sitemaps.map((url) => ({ url, role: 'link_source', priority: LINK_SOURCE_PRIORITY })),
      new URL('/robots.txt', seedUrl).href,
    )

  const budgeted = () => summary.pagesFetched - summary.pagesUnchanged
  let current = next()
  while (current) {
    if (budgeted() >= input.pageLimit || summary.pagesUnchanged >= input.pageLimit * UNCHANGED_PER_LIMIT_PAGE) {
      summary.limitReached = true
      break
    }
    const page = current
    visitedNow.add(page.url)
    if (page.role === 'seed' && new URL(page.url).pathname === '/robots.txt') {
      // robots.txt as the address: its sitemaps are the links; it is not a page.
      await addSitemaps()
      await visited(page, 'link_source')
      await sink.onPage({ url: page.url, outcome: 'listing', links: robots.sitemaps.length }, summary.pagesFetched)
      current = next()
      continue
    }
    if (!(await sink.beforeFetch(page.url, summary.pagesFetched))) break
    const seedFormat = page.role === 'seed' && (input.format === 'feed' || input.format === 'sitemap' || input.format === 'html') ? input.format : null
    const outcome = await fetcher.fetch(page.url, { kind: page.role === 'link_source' || seedFormat === 'feed' || seedFormat === 'sitemap' ? 'feed' : 'html' })
    if (outcome.kind === 'disallowed') {
      await visited(page, 'disallowed')
      await sink.onPage({ url: page.url, outcome: 'disallowed' }, summary.pagesFetched)
    } else if (outcome.kind === 'error') {
      summary.pagesFetched++
      summary.errors.push({ url: page.url, reason: outcome.reason })
      await visited(page, 'error')
      await sink.onPage({ url: page.url, outcome: 'error', reason: outcome.reason }, summary.pagesFetched)
    } else if (outcome.kind === 'unchanged') {
      // Its links are in the frontier since its last visit; its grant in the queue.
      summary.pagesFetched++
      summary.pagesUnchanged++
      if (page.role !== 'candidate') await store.relink(sourceId, page.url)
      await sink.onPage({ url: page.url, outcome: 'unchanged' }, summary.pagesFetched)
    } else {
      summary.pagesFetched++
      if (page.role === 'seed') hosts.add(new URL(outcome.url).host)
      const kind = seedFormat ?? detectFormat(outcome.contentType, outcome.body) ?? 'html'
      if (kind === 'feed' || kind === 'sitemap') {
        // A broken feed or sitemap is one page's error, not the crawl's end.
        const links = await readLinks(kind, outcome.body, outcome.url).catch(() => null)
        if (links) {
          const count = await addLinks(links, page.url)
          if (page.role === 'seed') await addSitemaps()
          await visited(page, 'link_source', page.role === 'seed' ? 'seed' : 'link_source')
          await sink.onPage({ url: page.url, outcome: 'listing', links: count }, summary.pagesFetched)
        } else {
          summary.errors.push({ url: page.url, reason: `unreadable-${kind}` })
          await visited(page, 'error')
          await sink.onPage({ url: page.url, outcome: 'error', reason: `unreadable-${kind}` }, summary.pagesFetched)
        }
      } else {
        const verdict = extractPage({ url: outcome.url, html: outcome.body, fetchedAt: input.now })
        const readForLinks = page.role !== 'candidate'
        if (verdict.kind === 'grant') {
          summary.grantsFound++
          const grant = input.refine ? await input.refine(verdict.grant, outcome.body) : verdict.grant
          await visited(page, 'grant')
          await sink.onPage({ url: page.url, outcome: 'grant', grant }, summary.pagesFetched)
        } else if (readForLinks || verdict.reason === 'listing') {
          const links = findLinks(outcome.body, outcome.url)
          const count = await addLinks(
            [
              ...links.candidates.map((url, i) => ({ url, role: 'candidate' as const, priority: links.scores[i] })),
              ...links.pagination.map((url) => ({ url, role: 'listing' as const, priority: 0 })),
              ...links.feeds.map((url) => ({ url, role: 'link_source' as const, priority: LINK_SOURCE_PRIORITY })),
            ],
            page.url,
          )
          if (page.role === 'seed') await addSitemaps()
          await visited(page, 'listing', page.role === 'seed' ? 'seed' : 'listing')
          await sink.onPage({ url: page.url, outcome: 'listing', links: count }, summary.pagesFetched)
        } else {
          await visited(page, 'not_grant')
          await sink.onPage({ url: page.url, outcome: 'not_grant', reason: verdict.reason }, summary.pagesFetched)
        }
      }
    }
    current = next()
  }
  for (const page of pages.values()) {
    if (page.outcome === 'disallowed') continue
    summary.pagesKnown++
    if (page.fetchedAt) summary.pagesVisited++
  }
  summary.pagesLeft = summary.pagesKnown - summary.pagesVisited
  if (!current) summary.limitReached = false
  return summary
}

/** The pages a feed or a sitemap names: a sitemap index's sitemaps are link sources too. */
async function readLinks(kind: 'feed' | 'sitemap', body: string, url: string): Promise<FrontierLink[]> {
  if (kind === 'feed') return (await parseFeed(body, url)).map((e, i, all) => ({ url: e.url, role: 'candidate', priority: FEED_ITEM_PRIORITY + all.length - i }))
  const map = parseSitemap(body)
  return [
    ...map.sitemaps.map((loc) => ({ url: loc, role: 'link_source' as const, priority: LINK_SOURCE_PRIORITY })),
    ...map.urls.map((e) => ({ url: e.loc, role: 'candidate' as const, priority: urlScore(e.loc) })),
  ]
}
