import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureSite, loadExpectedPages, startFixtureSite } from '../../../tests/support/fixture-site.ts'
import type { SourceFormat } from '../../catalog/discovery.ts'
import { type CrawlSummary, crawlSite, type PageEvent } from './crawl-site.server.ts'
import { createFetcher } from './fetch/fetcher.server.ts'
import { type CrawlStore, createMemoryStore } from './fetch/store.ts'

/**
 * Issue 25: a crawl takes the next pages from the source's frontier and goes on where the last one
 * stopped, so repeated crawls of ten pages cover the whole site. On the acacia fixture site served
 * on loopback, with the politeness waits skipped (the fetcher's own tests cover them).
 */
let acacia: FixtureSite
let openCalls: string[]

beforeAll(async () => {
  acacia = await startFixtureSite('acacia')
  openCalls = (await loadExpectedPages('acacia')).filter((p) => p.isGrant && !p.disallowed).map((p) => `${acacia.origin}${p.path}`)
})
afterAll(() => acacia?.close())

interface Crawl extends CrawlSummary {
  events: PageEvent[]
  grantUrls: string[]
}

async function crawl(store: CrawlStore, options: { start: string; limit?: number; format?: SourceFormat; sourceId?: string }): Promise<Crawl> {
  const sourceId = options.sourceId ?? 'acacia'
  const fetcher = createFetcher({ config: { allowInternalHosts: [acacia.hostPort], userAgent: 'HarambeeBot/1.0 (+test)', minDelayMs: 0 }, store, sourceId, sleep: async () => {} })
  const events: PageEvent[] = []
  const summary = await crawlSite(
    { startUrl: `${acacia.origin}${options.start}`, format: options.format ?? 'auto', pageLimit: options.limit ?? 10, fetcher, store, sourceId, now: new Date('2026-11-23T12:00:00Z') },
    { beforeFetch: () => true, onPage: (event) => void events.push(event) },
  )
  return { ...summary, events, grantUrls: events.flatMap((e) => (e.outcome === 'grant' ? [e.url] : [])) }
}

describe('Crawling a whole site ten pages at a time', () => {
  it('goes on where the last crawl stopped, until every open call is found, and says what it left', async () => {
    const store = createMemoryStore()
    const first = await crawl(store, { start: '/grants/' })
    expect(first.pagesFetched - first.pagesUnchanged).toBe(10)
    expect(first.limitReached).toBe(true)
    expect(first.pagesLeft).toBeGreaterThan(0)
    expect(first.pagesKnown).toBe(first.pagesVisited + first.pagesLeft)

    const since = acacia.requests.length
    const second = await crawl(store, { start: '/grants/' })
    // The listing, its sitemap and feed have not changed: each costs a 304 and nothing of the ten.
    const again = acacia.requests.slice(since)
    expect(again.find((r) => r.path === '/grants/')?.status).toBe(304)
    expect(second.pagesUnchanged).toBeGreaterThanOrEqual(3)
    // No page of the first crawl is read again while pages are left that were never read.
    expect(second.grantUrls.filter((url) => first.grantUrls.includes(url))).toEqual([])
    const found = new Set([...first.grantUrls, ...second.grantUrls])
    expect([...found].toSorted()).toEqual(openCalls.toSorted())
    // The third reads what is left and ends before its limit, with nothing left.
    const third = await crawl(store, { start: '/grants/' })
    expect(third.pagesLeft).toBe(0)
    expect(third.limitReached).toBe(false)
  })

  it('crawls to the end within a larger cap, never asking for a page robots.txt disallows', async () => {
    const since = acacia.requests.length
    const whole = await crawl(createMemoryStore(), { start: '/grants/', limit: 500 })
    expect(whole.grantUrls.toSorted()).toEqual(openCalls.toSorted())
    expect(whole.limitReached).toBe(false)
    expect(whole.pagesLeft).toBe(0)
    expect(acacia.requests.slice(since).some((r) => r.path.startsWith('/private/'))).toBe(false)
    expect(whole.events.some((e) => e.outcome === 'disallowed' && e.url.includes('/private/'))).toBe(true)
  })

  it('checks a site it has read in full again with conditional requests, which cost nothing of the limit', async () => {
    const store = createMemoryStore()
    await crawl(store, { start: '/grants/', limit: 500 })
    const since = acacia.requests.length
    const recheck = await crawl(store, { start: '/grants/' })
    const pages = acacia.requests.slice(since).filter((r) => r.path !== '/robots.txt')
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.every((r) => r.status === 304)).toBe(true)
    expect(recheck.pagesFetched).toBe(recheck.pagesUnchanged)
    expect(recheck.grantUrls).toEqual([])
  })
})

describe('Where the links come from', () => {
  it('reads robots.txt given as the address for its Sitemap lines, not as a page', async () => {
    const since = acacia.requests.length
    const result = await crawl(createMemoryStore(), { start: '/robots.txt', limit: 30 })
    expect(acacia.requests.slice(since).filter((r) => r.path === '/robots.txt')).toHaveLength(1)
    expect(acacia.requests.slice(since).some((r) => r.path === '/sitemap.xml')).toBe(true)
    expect(result.grantUrls.toSorted()).toEqual(openCalls.toSorted())
  })

  it('reads the seed in the format chosen, and every page it links to for what it is', async () => {
    // "RSS or Atom feed" chosen: the feed's items are HTML pages, read as grants (not as broken feeds).
    const result = await crawl(createMemoryStore(), { start: '/feed.xml', format: 'feed', limit: 5 })
    expect(result.errors).toEqual([])
    expect(result.grantUrls.length).toBeGreaterThanOrEqual(3)
  })

  it('follows the feed a listing announces, and gives its items first turn', async () => {
    const result = await crawl(createMemoryStore(), { start: '/grants/' })
    const feedAt = result.events.findIndex((e) => e.url.endsWith('/feed.xml'))
    expect(feedAt).toBeGreaterThan(0)
    // Every page after the link sources is an open call the feed names.
    expect(result.grantUrls.length).toBeGreaterThanOrEqual(7)
  })

  it('reads a directory and its index file as one page', async () => {
    const since = acacia.requests.length
    await crawl(createMemoryStore(), { start: '/grants/index.html', limit: 2 })
    const paths = acacia.requests.slice(since).map((r) => r.path)
    expect(paths).toContain('/grants/')
    expect(paths).not.toContain('/grants/index.html')
  })
})
