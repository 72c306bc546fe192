import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentTasks, crawlPages, discoveredGrantsQueue, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { canonicalUrl } from '../../app/domain/discovery/extract/canonical-url.ts'
import { runCrawlTask } from '../../app/domain/discovery/crawl.server.ts'
import { startCrawls } from '../../app/domain/discovery/start-crawl.server.ts'
import { type ExpectedPage, type FixtureSite, loadExpectedPages, startFixtureSite } from '../support/fixture-site.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25's "done means", through the console's default settings on the held-out sites elm (an
 * aggregator blog: a 2-page archive, a 15-item feed, two robots.txt sitemaps) and fig (the funder
 * whose calls elm reposts): crawls of 10 pages, one after another as the scheduler would run them,
 * reach every page; the reposts are linked to the funder's own pages; robots.txt is never broken.
 * What the extraction reads on these pages is scored by the bench, not here.
 */
let server: TestServer
let elm: FixtureSite
let fig: FixtureSite
let expected: ExpectedPage[]
const crawlsNeeded: Record<string, number> = {}

beforeAll(async () => {
  ;[elm, fig] = await Promise.all([startFixtureSite('elm'), startFixtureSite('fig')])
  expected = [...(await loadExpectedPages('elm')), ...(await loadExpectedPages('fig'))]
  server = await startTestServer({ env: { CRAWL_ALLOW_HOSTS: `${elm.hostPort},${fig.hostPort}`, CRAWL_MIN_DELAY_MS: '0' } })
  // The funder's own site first, then the blog, each crawled ten pages at a time until nothing is left.
  for (const [name, site, start] of [
    ['fig', fig, '/appels/'],
    ['elm', elm, '/opportunities/'],
  ] as const) {
    const [source] = await server.services.db
      .insert(grantDiscoverySources)
      .values({ sourceName: name, sourceUrl: `${site.origin}${start}`, sourceType: 'funder_website', crawlFrequency: 'daily', priority: 'high' })
      .returning()
    for (let crawl = 1; crawl <= 10; crawl++) {
      const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'schedule' })
      await runCrawlTask(server.services, started[0].taskId, { sleep: async () => {} })
      const [task] = await server.services.db.select().from(agentTasks).where(eq(agentTasks.id, started[0].taskId))
      expect(task.status).toBe('completed')
      expect(task.pageLimit).toBe(10)
      const left = await server.services.db
        .select({ url: crawlPages.url })
        .from(crawlPages)
        .where(and(eq(crawlPages.sourceId, source.id), isNull(crawlPages.fetchedAt)))
      crawlsNeeded[name] = crawl
      if (left.length === 0) break
    }
  }
}, 180_000)
afterAll(async () => {
  await server?.close()
  await elm?.close()
  await fig?.close()
})

const siteOf = (name: string) => (name === 'elm' ? elm : fig)

describe('The held-out sites through the console’s default crawls', () => {
  it('reaches every page of the 2-page blog, its 15-item feed and the funder site, within a few crawls of ten pages', async () => {
    const visited = new Set((await server.services.db.select({ url: crawlPages.url }).from(crawlPages)).map((p) => p.url))
    const missed = expected.filter((p) => !visited.has(canonicalUrl(`${siteOf(p.site).origin}${p.path}`))).map((p) => `${p.site}${p.path}`)
    expect(missed).toEqual([])
    // elm's 21 pages and two sitemaps and feed at ten new pages a crawl: three crawls.
    expect(crawlsNeeded.elm).toBeLessThanOrEqual(4)
    expect(crawlsNeeded.fig).toBeLessThanOrEqual(2)
  })

  it('never asks for a page robots.txt disallows', () => {
    for (const site of [elm, fig]) expect(site.requests.filter((r) => r.path.startsWith('/wp-admin/') || r.path.startsWith('/admin/'))).toEqual([])
  })

  it('links each repost on the blog to the funder’s own page', async () => {
    const rows = await server.services.db.select().from(discoveredGrantsQueue)
    const byPage = (site: FixtureSite, path: string) => rows.find((r) => r.canonicalUrl === canonicalUrl(`${site.origin}${path}`) || r.pageUrl === `${site.origin}${path}`)
    const pairs = expected.filter((p) => p.sameAs)
    expect(pairs.length).toBeGreaterThanOrEqual(2)
    for (const repost of pairs) {
      const [, ownPath] = repost.sameAs!.split(':')
      const own = byPage(fig, ownPath)
      const copy = byPage(elm, repost.path)
      expect(own, ownPath).toBeDefined()
      expect(copy, repost.path).toBeDefined()
      expect(copy!.status, repost.path).toBe('duplicate')
      expect(copy!.duplicateOfId).toBe(own!.id)
    }
  })
})
