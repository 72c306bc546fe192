import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantDiscoverySources } from '../../app/db/schema/index.ts'
import { registrySources } from '../../app/domain/discovery/registry/registry.ts'
import { seedRegistryAtStart } from '../../app/domain/discovery/registry/seed-registry-at-start.server.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25 §4: the registry of real funders and portals, offered in the console ("Add from the
 * registry", searchable, bulk), and added whole at the first start of a deployment that asks.
 */
let server: TestServer
let admin: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server)
})
afterAll(() => server?.close())

const db = () => server.services.db
const sourceAt = async (url: string) => (await db().select().from(grantDiscoverySources).where(sql`lower(${grantDiscoverySources.sourceUrl}) = lower(${url})`))[0]
const entry = (id: string) => registrySources().find((s) => s.id === id)!

describe('Add from the registry', () => {
  it('lists the registry with where each address was found, and finds entries by name, kind and region', async () => {
    const all = await admin.page('/taf-admin/registry')
    expect(all.status).toBe(200)
    expect(text(all.html)).toContain(`${registrySources().length} sources shown, ${registrySources().length} not yet added`)
    expect(text(all.html)).toContain('Address found in TAIFA-FIALA/taifa-fiala: scripts/discover_sources.py')
    const gates = await admin.page('/taf-admin/registry?q=gates')
    expect(text(gates.html)).toContain('Bill & Melinda Gates Foundation')
    expect(text(gates.html)).not.toContain('Netherlands Worldwide')
    const embassies = await admin.page('/taf-admin/registry?kind=embassy_fund')
    const count = registrySources().filter((s) => s.kind === 'embassy_fund').length
    expect(text(embassies.html)).toContain(`${count} sources shown`)
  })

  it('adds the chosen entries as sources due for their first crawl, and says how many', async () => {
    const ids = ['gates-foundation', 'grand-challenges']
    const form = new URLSearchParams([['intent', 'add'], ...ids.map((id) => ['id', id]), ['q', 'gates']])
    const response = await admin.post('/taf-admin/registry', form)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/taf-admin/registry?q=gates&added=2&known=0')
    const after = await admin.page(response.headers.get('Location')!)
    expect(messages(after.html, 'status').join(' ')).toContain('2 sources added from the registry; 0 were already sources. The scheduler crawls them.')
    const added = await sourceAt(entry('gates-foundation').url)
    expect(added).toMatchObject({ sourceName: 'Bill & Melinda Gates Foundation', sourceType: 'funder_website', format: 'auto', crawlFrequency: entry('gates-foundation').frequency, isActive: true })
    expect(added.nextCrawlAt.getTime()).toBeLessThanOrEqual(Date.now())
    // Added again: left as it is.
    const again = await admin.post('/taf-admin/registry', { intent: 'add', id: 'gates-foundation' })
    expect(again.headers.get('Location')).toBe('/taf-admin/registry?added=0&known=1')
    expect(text((await admin.page('/taf-admin/registry?q=gates')).html)).toContain('Added')
  })

  it('adds a feed entry as an RSS source read as a feed', async () => {
    const response = await admin.post('/taf-admin/registry', { intent: 'add', id: 'ukri-opportunities' })
    expect(response.headers.get('Location')).toBe('/taf-admin/registry?added=1&known=0')
    expect(await sourceAt('https://www.ukri.org/opportunity/feed/')).toMatchObject({ sourceType: 'rss_feed', format: 'feed', crawlFrequency: 'weekly', isActive: true })
  })

  it('adds every entry a search shows in one go', async () => {
    const embassies = registrySources().filter((s) => s.kind === 'embassy_fund')
    const response = await admin.post('/taf-admin/registry', { intent: 'add-shown', kind: 'embassy_fund' })
    expect(response.headers.get('Location')).toBe(`/taf-admin/registry?kind=embassy_fund&added=${embassies.length}&known=0`)
    for (const s of embassies) expect(await sourceAt(s.url)).toBeTruthy()
  })

  it('refuses an "Add" with nothing chosen, or with ids that are not the registry’s, and adds nothing', async () => {
    const before = (await db().select().from(grantDiscoverySources)).length
    for (const body of [{ intent: 'add' }, { intent: 'add', id: 'not-a-registry-id' }, { intent: 'add', id: '<script>' }] as Record<string, string>[]) {
      const refused = await admin.post('/taf-admin/registry', body)
      expect(refused.status).toBe(400)
      expect(messages(await refused.text(), 'alert')).toContain('Choose at least one source to add.')
    }
    expect((await admin.post('/taf-admin/registry', { intent: 'remove-all' })).status).toBe(400)
    expect((await db().select().from(grantDiscoverySources)).length).toBe(before)
  })

  it('sends members to /discover', async () => {
    const member = await newMember(server, { email: 'registry-member@example.org' })
    const response = await member.post('/taf-admin/registry', { intent: 'add-shown' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/discover')
    expect((await db().select().from(grantDiscoverySources).where(eq(grantDiscoverySources.sourceName, 'Netherlands Worldwide'))).length).toBeLessThanOrEqual(1)
  })
})

describe('DISCOVERY_REGISTRY=on', () => {
  it('adds every registry entry at the first start, and never again', async () => {
    const first = await seedRegistryAtStart(db())
    expect(first).not.toBeNull()
    expect(first!.added + first!.known).toBe(registrySources().length)
    for (const s of registrySources()) expect(await sourceAt(s.url)).toBeTruthy()
    // An admin deletes one; the next start does not add it back.
    await db()
      .delete(grantDiscoverySources)
      .where(eq(grantDiscoverySources.sourceUrl, entry('gates-foundation').url))
    expect(await seedRegistryAtStart(db())).toBeNull()
    expect(await sourceAt(entry('gates-foundation').url)).toBeUndefined()
  })
})
