import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SourceFormat } from '../../app/catalog/discovery.ts'
import { agentTasks, discoveredGrantsQueue, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { runCrawlTask } from '../../app/domain/discovery/crawl.server.ts'
import { startCrawls } from '../../app/domain/discovery/start-crawl.server.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 12: the open-data importers as source kinds. The standards' fixture files are served on
 * loopback like a publisher's download; a second run of the same source updates its rows by the
 * source's own ids instead of adding them again.
 */
const dir = path.resolve(import.meta.dirname, '../fixtures/standards')
const files: Record<string, string> = {
  '/grants-gov.xml': readFileSync(path.join(dir, 'grants-gov-extract.xml'), 'utf8'),
  '/360giving.json': readFileSync(path.join(dir, '360giving-package.json'), 'utf8'),
  '/iati.xml': readFileSync(path.join(dir, 'iati-activities.xml'), 'utf8'),
  // A real answer of the EU Funding & Tenders portal's search API (tests/fixtures/open-calls/README.md).
  '/eu-ft-search.json': readFileSync(path.resolve(import.meta.dirname, '../fixtures/open-calls/eu-ft-search.json'), 'utf8'),
}
// A CommonGrants server with the fixture's opportunities on two pages of four, each naming an
// African place (the fixture's are US ones), so the import walks the pages.
const commonGrants = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/open-calls/commongrants-opportunities.json'), 'utf8'))
for (const item of commonGrants.items) item.description = `${item.description} Organizations in Kenya and Uganda may apply.`
function commonGrantsPage(page: number): string {
  const items = commonGrants.items.slice((page - 1) * 4, page * 4)
  return JSON.stringify({ ...commonGrants, items, paginationInfo: { page, pageSize: 4, totalItems: commonGrants.items.length, totalPages: 2 } })
}
const commonGrantsRequests: string[] = []
// grants.gov's search2 (POST only): the recorded answer's 25 hits served by startRecordNum and rows
// of the posted body, with hitCount 25 (the recording says 288 but holds one page). The Djibouti
// embassy's forecast names an African place as served; two more are made to, in a copy.
const grantsGovSearch = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/open-calls/grants-gov-search2.json'), 'utf8'))
for (const at of [1, 14]) grantsGovSearch.data.oppHits[at].title = `${grantsGovSearch.data.oppHits[at].title} in Kenya`
const grantsGovRequests: { method: string; body: Record<string, unknown> }[] = []
function grantsGovPage(body: Record<string, unknown>): string {
  const start = Number(body.startRecordNum ?? 0)
  const rows = Number(body.rows ?? 25)
  const oppHits = grantsGovSearch.data.oppHits.slice(start, start + rows)
  return JSON.stringify({ ...grantsGovSearch, data: { ...grantsGovSearch.data, searchParams: { ...grantsGovSearch.data.searchParams, ...body }, hitCount: 25, startRecord: start, oppHits } })
}
let publisher: Server
let origin: string
let server: TestServer

beforeAll(async () => {
  publisher = createServer(async (req, res) => {
    const asked = new URL(req.url ?? '/', 'http://publisher')
    if (asked.pathname === '/v1/api/search2') {
      let text = ''
      for await (const chunk of req) text += chunk
      const body = text ? JSON.parse(text) : {}
      grantsGovRequests.push({ method: req.method ?? '', body })
      if (req.method !== 'POST') return void res.writeHead(405).end()
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(grantsGovPage(body))
    }
    if (asked.pathname === '/common-grants/opportunities') {
      commonGrantsRequests.push(asked.search)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(commonGrantsPage(Number(asked.searchParams.get('page') ?? 1)))
    }
    const body = files[req.url ?? '']
    if (body === undefined) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': req.url?.endsWith('.json') ? 'application/json' : 'application/xml' }).end(body)
  })
  await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve))
  const { port } = publisher.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  server = await startTestServer({ env: { CRAWL_ALLOW_HOSTS: `127.0.0.1:${port}`, CRAWL_MIN_DELAY_MS: '0' } })
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => publisher?.close(resolve))
})

async function importOnce(sourceId: string, now?: Date) {
  const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [sourceId], trigger: 'manual' })
  await runCrawlTask(server.services, started[0].taskId, now ? { now: () => now } : {})
  const [task] = await server.services.db.select().from(agentTasks).where(eq(agentTasks.id, started[0].taskId))
  return task
}

const cases: { format: SourceFormat; file: string; prefix: string; awarded: boolean }[] = [
  { format: 'grants_gov_xml', file: '/grants-gov.xml', prefix: 'grants.gov:', awarded: false },
  { format: 'giving360_json', file: '/360giving.json', prefix: '360giving:', awarded: true },
  { format: 'iati_xml', file: '/iati.xml', prefix: 'iati:', awarded: true },
  { format: 'eu_ft_json', file: '/eu-ft-search.json', prefix: 'eu-ft:', awarded: false },
]

describe('Importing open grant data', () => {
  for (const { format, file, prefix, awarded } of cases) {
    it(`${format}: queues the records as an importer task, keeps their ids, and updates them on a second run`, async () => {
      const [source] = await server.services.db
        .insert(grantDiscoverySources)
        .values({ sourceName: format, sourceUrl: `${origin}${file}`, sourceType: 'government_portal', format, crawlFrequency: 'weekly', priority: 'high' })
        .returning()
      const first = await importOnce(source.id)
      expect(first).toMatchObject({ status: 'completed', agentType: 'importer', pagesFetched: 1 })
      const rows = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.length).toBe(first.grantsQueued + first.duplicates)
      expect(rows.every((r) => r.externalId.startsWith(prefix) && r.isAwardedRecord === awarded)).toBe(true)

      // The publisher changes one record's title: the re-run updates that row and adds none.
      const original = rows[0]
      files[file] = files[file].replaceAll(original.title, `${original.title} (revised)`)
      const second = await importOnce(source.id)
      expect(second.status).toBe('completed')
      const after = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
      expect(after).toHaveLength(rows.length)
      expect(after.find((r) => r.id === original.id)?.title).toBe(`${original.title} (revised)`)
    })
  }
})

describe('Importing a paged open-call API', () => {
  it('commongrants_json: reads every page of a CommonGrants server, keeps the open and forecasted calls, and updates them on a second run', async () => {
    const [source] = await server.services.db
      .insert(grantDiscoverySources)
      .values({
        sourceName: 'CommonGrants',
        sourceUrl: `${origin}/common-grants/opportunities`,
        sourceType: 'foundation_database',
        format: 'commongrants_json',
        crawlFrequency: 'daily',
        priority: 'high',
      })
      .returning()
    const now = new Date('2026-01-15T06:00:00Z')
    const first = await importOnce(source.id, now)
    expect(commonGrantsRequests).toEqual(['', '?page=2&pageSize=4'])
    expect(first).toMatchObject({ status: 'completed', agentType: 'importer', pagesFetched: 2, grantsQueued: 3 })
    const rows = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
    expect(rows.map((r) => r.deadline).toSorted()).toEqual(['2026-03-31', '2026-04-30', '2026-06-30'])
    expect(rows.every((r) => r.externalId.startsWith('commongrants:127.0.0.1:') && !r.isAwardedRecord)).toBe(true)
    const second = await importOnce(source.id, now)
    expect(second).toMatchObject({ status: 'completed', pagesFetched: 2, grantsQueued: 0 })
    expect(await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))).toHaveLength(3)
  })

  it('grants_gov_api on grants.gov’s search2 API: posts the search page by page until hitCount, keeps the calls naming Africa, and updates them on a second run', async () => {
    const [source] = await server.services.db
      .insert(grantDiscoverySources)
      .values({
        sourceName: 'grants.gov search2',
        sourceUrl: `${origin}/v1/api/search2?keyword=software&rows=10`,
        sourceType: 'government_portal',
        format: 'grants_gov_api',
        crawlFrequency: 'daily',
        priority: 'high',
      })
      .returning()
    const now = new Date('2026-09-27T06:00:00Z')
    const first = await importOnce(source.id, now)
    expect(grantsGovRequests.map((r) => [r.method, r.body.startRecordNum, r.body.rows, r.body.keyword, r.body.oppStatuses])).toEqual([
      ['POST', 0, 10, 'software', 'forecasted|posted'],
      ['POST', 10, 10, 'software', 'forecasted|posted'],
      ['POST', 20, 10, 'software', 'forecasted|posted'],
    ])
    expect(first).toMatchObject({ status: 'completed', agentType: 'importer', pagesFetched: 3, grantsQueued: 3 })
    const rows = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
    expect(rows.map((r) => r.externalId).toSorted()).toEqual(['grants.gov:352290', 'grants.gov:355439', 'grants.gov:357554'])
    expect(rows.find((r) => r.externalId === 'grants.gov:355439')).toMatchObject({ deadline: '2026-12-04', isAwardedRecord: false })

    // grants.gov changes one title: the re-run updates that row and adds none.
    const djibouti = grantsGovSearch.data.oppHits[11]
    djibouti.title = `${djibouti.title} (revised)`
    const second = await importOnce(source.id, now)
    expect(second).toMatchObject({ status: 'completed', pagesFetched: 3, grantsQueued: 0 })
    const after = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
    expect(after).toHaveLength(3)
    expect(after.find((r) => r.externalId === 'grants.gov:352290')?.title).toBe('U.S. Embassy Djibouti PDS Annual Program Statement (revised)')
  })
})
