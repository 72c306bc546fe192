import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentTasks, discoveredGrantsQueue, grantDiscoverySources, grants } from '../../app/db/schema/index.ts'
import { toGrantRow } from '../../app/domain/grants/write-grant.server.ts'
import { listSources } from '../../app/domain/discovery/console.server.ts'
import { runCrawlTask } from '../../app/domain/discovery/crawl.server.ts'
import { startCrawls } from '../../app/domain/discovery/start-crawl.server.ts'
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 12: the crawler on the two fixture funder sites, served on loopback and allowed by
 * CRAWL_ALLOW_HOSTS. Both robots.txt files ask for a one-second Crawl-delay, so each crawl takes ten
 * seconds or so: the tests share a few crawls and check several things on each.
 */
let server: TestServer
let acacia: FixtureSite
let baobab: FixtureSite

beforeAll(async () => {
  ;[acacia, baobab] = await Promise.all([startFixtureSite('acacia'), startFixtureSite('baobab')])
  server = await startTestServer({ env: { CRAWL_ALLOW_HOSTS: `${acacia.hostPort},${baobab.hostPort}`, CRAWL_MIN_DELAY_MS: '100' } })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await acacia?.close()
  await baobab?.close()
})

async function addSource(values: Partial<typeof grantDiscoverySources.$inferInsert> & { sourceUrl: string }) {
  const [source] = await server.services.db
    .insert(grantDiscoverySources)
    .values({ sourceName: 'Fixture', sourceType: 'funder_website', crawlFrequency: 'daily', priority: 'medium', ...values })
    .returning()
  return source
}

/** Starts a crawl as the console does and runs its task here, as the job would. */
async function crawl(sourceId: string) {
  const { started, failed } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [sourceId], trigger: 'manual' })
  expect(failed).toEqual([])
  await runCrawlTask(server.services, started[0].taskId)
  const [task] = await server.services.db.select().from(agentTasks).where(eq(agentTasks.id, started[0].taskId))
  return task
}

const queueOf = (sourceId: string) => server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, sourceId))
const pageRequests = (site: FixtureSite, since = 0) => site.requests.filter((r) => r.at >= since && r.path !== '/robots.txt')

describe('Crawling a funder site', () => {
  let source: Awaited<ReturnType<typeof addSource>>
  let firstTask: typeof agentTasks.$inferSelect
  let startedAt: number

  beforeAll(async () => {
    source = await addSource({ sourceName: 'Acacia Foundation', sourceUrl: `${acacia.origin}/grants/` })
    startedAt = Date.now()
    firstTask = await crawl(source.id)
  }, 120_000)

  it('fetches at most ten pages per crawl, and reports them on the task', () => {
    expect(firstTask.status).toBe('completed')
    expect(firstTask.pagesFetched).toBe(10)
    expect(pageRequests(acacia, startedAt)).toHaveLength(10)
    expect(firstTask.completedAt).not.toBeNull()
    expect(firstTask.agentType).toBe('crawler')
  })

  it('reads robots.txt first, never asks for a disallowed page, and waits the Crawl-delay between requests', () => {
    const requests = acacia.requests.filter((r) => r.at >= startedAt)
    expect(requests[0].path).toBe('/robots.txt')
    expect(requests.some((r) => r.path.startsWith('/private/'))).toBe(false)
    // The gate spaces the requests' slots a second apart; arrival times jitter on a busy machine, so
    // the whole crawl is measured (eleven requests take at least ten Crawl-delays), and no two
    // requests ever come close together (the least delay set here is 100 ms).
    expect(requests.at(-1)!.at - requests[0].at).toBeGreaterThanOrEqual((requests.length - 1) * 950)
    for (let i = 1; i < requests.length; i++) expect(requests[i].at - requests[i - 1].at).toBeGreaterThan(300)
  })

  it('sends an honest user agent', () => {
    for (const request of pageRequests(acacia, startedAt)) expect(String(request.headers['user-agent'])).toMatch(/^HarambeeBot\/1\.0 \(\+http:\/\/127\.0\.0\.1:\d+\/about\)$/)
  })

  it('queues the grants it finds, with their fields, and not the listing pages', async () => {
    const queued = await queueOf(source.id)
    expect(queued.length).toBe(firstTask.grantsQueued)
    expect(queued.length).toBeGreaterThanOrEqual(6)
    expect(queued.every((row) => row.status === 'pending_verification')).toBe(true)
    expect(queued.some((row) => row.pageUrl.endsWith('/grants/'))).toBe(false)
    const french = queued.find((row) => row.pageUrl.endsWith('/fonds-entrepreneuriat-feminin.html'))
    expect(french).toMatchObject({ language: 'fr', currency: 'EUR', amountMax: 25_000, deadline: '2027-03-15' })
    expect(french?.countryCodes.toSorted()).toEqual(['CI', 'ML', 'SN'])
    expect(french?.amountUsd).toBeGreaterThan(25_000)
    expect(french?.fxDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('closes the task on its source: a success, and with pages left, the next crawl within the hour', async () => {
    const [after] = await server.services.db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, source.id))
    expect(after.successCount).toBe(1)
    expect(after.lastCrawledAt).not.toBeNull()
    const minutes = (after.nextCrawlAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(55)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('keeps the site’s frontier: the pages it knows, visited and left', async () => {
    const [row] = (await listSources(server.services.db)).filter((s) => s.id === source.id)
    expect(row.pagesVisited).toBeGreaterThanOrEqual(10)
    expect(row.pagesKnown).toBeGreaterThan(row.pagesVisited)
    expect(row.grantPages).toBe(firstTask.grantsFound)
  })

  it('goes on where it stopped on the next crawl: the unchanged listing costs a 304, and nothing is queued twice', async () => {
    const before = await queueOf(source.id)
    const since = Date.now()
    const second = await crawl(source.id)
    expect(second.status).toBe('completed')
    expect(second.pagesUnchanged).toBeGreaterThan(0)
    expect(pageRequests(acacia, since).find((r) => r.path === '/grants/')?.status).toBe(304)
    // New pages, never those of the first crawl.
    expect(second.grantsQueued).toBeGreaterThan(0)
    const after = await queueOf(source.id)
    expect(after.length).toBe(before.length + second.grantsQueued)
    expect(new Set(after.map((row) => row.pageUrl)).size).toBe(after.length)
  }, 120_000)
})

describe('Duplicates across sources', () => {
  it('links the same call found on a second site instead of queuing it twice', async () => {
    const first = await addSource({ sourceName: 'Acacia youth challenge', sourceUrl: `${acacia.origin}/grants/youth-climate-innovation-challenge.html` })
    const second = await addSource({ sourceName: 'Baobab youth challenge', sourceUrl: `${baobab.origin}/en/opportunities/youth-climate-innovation-challenge.html` })
    await crawl(first.id)
    const task = await crawl(second.id)
    const [row] = await queueOf(second.id)
    expect(task.duplicates).toBe(1)
    expect(row.status).toBe('duplicate')
    expect(row.duplicateOfId).not.toBeNull()
  }, 60_000)
})

describe('Duplicates of published grants', () => {
  it('links a rolling call already published (same title and funder, no deadline) instead of queuing it', async () => {
    await server.services.db
      .insert(grants)
      .values(toGrantRow({ title: 'Community Innovation Grants', funderName: 'Acacia Foundation', source: 'Acacia Foundation', description: 'Published by an admin.', sector: 'education' }))
    const source = await addSource({ sourceName: 'Acacia rolling call', sourceUrl: `${acacia.origin}/grants/community-innovation-grants.html` })
    const task = await crawl(source.id)
    const [row] = await queueOf(source.id)
    expect(task.duplicates).toBe(1)
    expect(row).toMatchObject({ status: 'duplicate', isRolling: true })
    expect(row.duplicateOfGrantId).not.toBeNull()
  }, 30_000)
})

describe('Addresses the crawler must not reach', () => {
  for (const path of ['/redirect-private', '/redirect-metadata', '/redirect-other-port']) {
    it(`refuses ${path} (a redirect out of the allowed host) and fails the task`, async () => {
      const source = await addSource({ sourceName: `Redirect ${path}`, sourceUrl: `${acacia.origin}${path}` })
      const task = await crawl(source.id)
      expect(task.status).toBe('failed')
      expect(task.errors[0].reason).toMatch(/internal-redirect|private-address|port/)
      expect(await queueOf(source.id)).toEqual([])
    }, 30_000)
  }

  it('refuses a private address named directly when it is not in CRAWL_ALLOW_HOSTS', async () => {
    const source = await addSource({ sourceName: 'Intranet', sourceUrl: 'http://10.0.0.1/grants/' })
    const task = await crawl(source.id)
    expect(task.status).toBe('failed')
    expect(task.errors[0].reason).toBe('private-address')
  })
})
