import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateDatabase, openDatabase } from '../../../db/client.server.ts'
import { grantDiscoverySources } from '../../../db/schema/index.ts'
import { createDbStore } from './store.server.ts'
import { type CrawlStore, createMemoryStore } from './store.ts'

let database: Database
let sourceId: string

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const [source] = await database.db
    .insert(grantDiscoverySources)
    .values({ sourceName: 'Acacia Fund', sourceUrl: 'http://acacia.example.org/', sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'high' })
    .returning({ id: grantDiscoverySources.id })
  sourceId = source.id
}, 60_000)
afterAll(() => database?.close())

const stores: [string, () => CrawlStore][] = [
  ['in memory', () => createMemoryStore()],
  ['in the database', () => createDbStore(database.db)],
]

/** A source of its own, so a frontier's counts are this test's alone. */
async function newSource(): Promise<string> {
  const [source] = await database.db
    .insert(grantDiscoverySources)
    .values({ sourceName: 'Frontier', sourceUrl: `http://frontier-${Math.random()}.example.org/`, sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'high' })
    .returning({ id: grantDiscoverySources.id })
  return source.id
}

describe.each(stores)('The crawl store %s', (_where, make) => {
  it('keeps a source’s frontier: each page once, the best priority a link gave it, and what its visit found', async () => {
    const store = make()
    const id = await newSource()
    const call = 'http://acacia.example.org/calls/water-2027'
    expect(
      await store.addLinks(id, [
        { url: call, role: 'candidate', priority: 2 },
        { url: 'http://acacia.example.org/calls/?page=2', role: 'listing', priority: 0 },
      ]),
    ).toHaveLength(2)
    // Named again (by a feed, with a higher priority): not added twice, moved up.
    expect(await store.addLinks(id, [{ url: call, role: 'candidate', priority: 12 }])).toEqual([])
    let frontier = await store.frontier(id)
    expect(frontier).toHaveLength(2)
    expect(frontier.find((p) => p.url === call)).toMatchObject({ role: 'candidate', priority: 12, fetchedAt: null, outcome: null })
    await store.savePage(id, call, { etag: '"v1"', lastModified: null, contentHash: 'abc', httpStatus: 200 })
    await store.markVisited(id, call, { outcome: 'grant' })
    await store.markVisited(id, 'http://acacia.example.org/private/draft', { outcome: 'disallowed' })
    frontier = await store.frontier(id)
    expect(frontier).toHaveLength(3)
    expect(frontier.find((p) => p.url === call)).toMatchObject({ outcome: 'grant', priority: 12 })
    expect(frontier.find((p) => p.url === call)?.fetchedAt).toBeInstanceOf(Date)
    expect(frontier.filter((p) => p.fetchedAt === null).map((p) => p.url)).toEqual(['http://acacia.example.org/calls/?page=2'])
  })

  it('remembers a page’s validators and hash, and keeps what the extraction decided', async () => {
    const store = make()
    const url = `http://acacia.example.org/calls/${Math.random()}`
    expect(await store.getPage(sourceId, url)).toBeNull()
    await store.savePage(sourceId, url, { etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT', contentHash: 'abc', httpStatus: 200, isGrant: true })
    expect(await store.getPage(sourceId, url)).toEqual({ etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT', contentHash: 'abc' })
    await store.savePage(sourceId, url, { etag: '"v2"', lastModified: null, contentHash: 'def', httpStatus: 200 })
    expect(await store.getPage(sourceId, url)).toEqual({ etag: '"v2"', lastModified: null, contentHash: 'def' })
    expect(await store.getPage(sourceId, `${url}/other`)).toBeNull()
  })

  it('hands out one slot per delay to requests for the same host, and none wait on another host', async () => {
    const store = make()
    const host = `gate-${Math.random()}.example.org`
    const waits = await Promise.all([store.reserveHost(host, 2000), store.reserveHost(host, 2000), store.reserveHost(host, 2000)])
    waits.sort((a, b) => a - b)
    // The first goes now; the others are at least one and two delays later (the clock moves a little between them).
    expect(waits[0]).toBeLessThan(500)
    expect(waits[1]).toBeGreaterThanOrEqual(1500)
    expect(waits[2]).toBeGreaterThanOrEqual(3500)
    expect(waits[2] - waits[1]).toBeGreaterThanOrEqual(1500)
    expect(await store.reserveHost(`other-${host}`, 2000)).toBeLessThan(500)
  })
})

describe('The crawl store in memory', () => {
  it('frees a host once its delay has passed', async () => {
    let now = 1_000_000
    const store = createMemoryStore({ now: () => now })
    expect(await store.reserveHost('a.example.org', 1000)).toBe(0)
    expect(await store.reserveHost('a.example.org', 1000)).toBe(1000)
    now += 5000
    expect(await store.reserveHost('a.example.org', 1000)).toBe(0)
  })
})
