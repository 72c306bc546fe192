import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { agentCosts, agentTasks, auditLog, crawlPages, discoveredGrantsQueue, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The grant discovery console (/taf-admin, spec §2, §6, §8, §9): who may open it, the source form
 * and its messages, pause/activate and crawl for one source or a selection, the discovered grants,
 * the tasks with their progress and the costs, all without JavaScript (forms and links only).
 */
let server: TestServer
let admin: TestClient
let member: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'console-admin@example.org')
  member = await newMember(server, { email: 'console-member@example.org' })
})
afterAll(() => server?.close())

const SOURCE = { sourceName: 'Acacia Community Fund', sourceUrl: 'https://acacia.example.org/grants', sourceType: 'funder_website', format: 'auto', crawlFrequency: 'weekly', priority: 'high' }
const db = () => server.services.db

/** Sends a console form as the admin and returns the page the browser lands on. */
async function post(fields: Record<string, string | string[]>, client = admin) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one)
  const response = await client.request('/taf-admin?tab=sources', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
  return { response, page: await client.follow(response) }
}
const told = (html: string) => messages(html, 'status').join(' | ')

async function addSource(overrides: Partial<typeof SOURCE> = {}) {
  const { response } = await post({ intent: 'add', ...SOURCE, ...overrides })
  expect(response.status).toBe(302)
  const [row] = await db()
    .select()
    .from(grantDiscoverySources)
    .where(eq(grantDiscoverySources.sourceUrl, overrides.sourceUrl ?? SOURCE.sourceUrl))
  return row
}

beforeEach(async () => {
  await db().delete(agentCosts)
  await db().delete(grantDiscoverySources)
})

describe('Who may open the grant discovery console', () => {
  it('sends signed-out visitors to sign in, and back here afterwards', async () => {
    const response = await server.client().get('/taf-admin?tab=tasks')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/taf-admin?tab=tasks')}`)
  })

  it('sends members to /discover with "Access Denied: Admin privileges required", for the page and every action', async () => {
    for (const response of [await member.get('/taf-admin'), (await post({ intent: 'add', ...SOURCE }, member)).response]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/discover')
    }
    const { page } = await post({ intent: 'add', ...SOURCE }, member)
    expect(text(page.html)).toContain('Access Denied: Admin privileges required')
    expect(await db().select().from(grantDiscoverySources)).toHaveLength(0)
  })

  it('is linked from the admin panel', async () => {
    const page = await admin.page('/admin')
    expect(page.html).toContain('href="/taf-admin"')
    expect(text(page.html)).toContain('Grant Discovery Admin')
  })
})

describe('Adding and editing a source', () => {
  it('refuses an empty form with every field’s message, beside it and in the summary, and keeps what was typed', async () => {
    const { response, page } = await post({ intent: 'add', sourceName: 'Baobab', sourceUrl: 'not a web address', sourceType: '', format: 'auto', crawlFrequency: '', priority: '' })
    expect(response.status).toBe(400)
    const shown = text(page.html)
    expect(shown).toContain('There is a problem')
    for (const message of ['Enter a web address starting with http:// or https://', 'Choose a source type', 'Choose a crawl frequency', 'Choose a priority'])
      expect(messages(page.html, 'alert'), message).toContain(message)
    expect(page.html).toContain('value="not a web address"')
    expect(page.html).toContain('value="Baobab"')
    // Every label shows, and the address field is a URL field.
    for (const label of ['Name', 'URL', 'Source type', 'Format', 'Crawl frequency', 'Priority']) expect(page.html).toContain(`>${label}</label>`)
    expect(page.html).toMatch(/<input[^>]*type="url"[^>]*name="sourceUrl"|<input[^>]*name="sourceUrl"[^>]*type="url"/)
    expect(await db().select().from(grantDiscoverySources)).toHaveLength(0)
  })

  it('refuses an address on a private network or a local name when it is added, keeping what was typed', async () => {
    for (const sourceUrl of ['http://10.0.0.1/grants/', 'http://localhost/grants', 'http://[::1]/calls', 'http://169.254.169.254/latest/meta-data/']) {
      const { response, page } = await post({ intent: 'add', ...SOURCE, sourceUrl })
      expect(response.status, sourceUrl).toBe(400)
      expect(messages(page.html, 'alert'), sourceUrl).toContain('This address is on a private network or port the crawler does not read. An operator can allow it with CRAWL_ALLOW_HOSTS.')
      expect(page.html).toContain(`value="${sourceUrl}"`)
    }
    expect(await db().select().from(grantDiscoverySources)).toHaveLength(0)
  })

  it('adds a source (active, recorded in the audit log), lists it newest first, and refuses the same address twice', async () => {
    const first = await addSource({ sourceName: 'Older Source', sourceUrl: 'https://older.example.org' })
    const { page } = await post({ intent: 'add', ...SOURCE })
    expect(told(page.html)).toContain('Source added')
    const row = (await db().select().from(grantDiscoverySources).where(eq(grantDiscoverySources.sourceUrl, SOURCE.sourceUrl)))[0]
    expect(row).toMatchObject({ sourceName: SOURCE.sourceName, sourceType: 'funder_website', format: 'auto', crawlFrequency: 'weekly', priority: 'high', isActive: true })
    expect((await db().select().from(auditLog).where(eq(auditLog.entityId, row.id))).map((a) => a.action)).toContain('discovery.source.create')
    const listed = text(page.html)
    expect(listed.indexOf(SOURCE.sourceName)).toBeLessThan(listed.indexOf('Older Source'))
    expect(first.isActive).toBe(true)

    const again = await post({ intent: 'add', ...SOURCE, sourceName: 'Same place', sourceUrl: SOURCE.sourceUrl.toUpperCase().replace('HTTPS', 'https') })
    expect(again.response.status).toBe(400)
    expect(messages(again.page.html, 'alert')).toContain('A source with this URL already exists')
  })

  it('edits a source from a form that starts with its values', async () => {
    const row = await addSource()
    const form = await admin.page(`/taf-admin?tab=sources&edit=${row.id}`)
    expect(text(form.html)).toContain('Edit source')
    expect(form.html).toContain(`value="${SOURCE.sourceName}"`)
    const { page } = await post({ intent: 'update', id: row.id, ...SOURCE, sourceName: 'Acacia Fund (renamed)', priority: 'low', format: 'feed' })
    expect(told(page.html)).toContain('Source updated')
    const [after] = await db().select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, row.id))
    expect(after).toMatchObject({ sourceName: 'Acacia Fund (renamed)', priority: 'low', format: 'feed' })
  })

  it('starts a source’s frontier over when its address or format changes, and keeps it for other edits', async () => {
    const row = await addSource()
    const known = (url: string) => ({ sourceId: row.id, url, role: 'candidate' as const })
    await db()
      .insert(crawlPages)
      .values([known('https://acacia.example.org/grants/a'), known('https://acacia.example.org/grants/b')])
    const pages = () => db().select().from(crawlPages).where(eq(crawlPages.sourceId, row.id))
    await post({ intent: 'update', id: row.id, ...SOURCE, sourceName: 'Acacia (renamed)' })
    expect(await pages()).toHaveLength(2)
    const [listed] = (await admin.page('/taf-admin?tab=sources')).html.match(/Pages: 2 known · 0 visited · 2 left · 0 grant pages found/) ?? []
    expect(listed).toBeDefined()
    await post({ intent: 'update', id: row.id, ...SOURCE, format: 'sitemap' })
    expect(await pages()).toHaveLength(0)
  })

  it('says on the source’s row when its last crawl failed, and why', async () => {
    const row = await addSource()
    await db()
      .insert(agentTasks)
      .values({
        taskId: 'crawl-20261129-a1b2c3',
        agentType: 'crawler',
        sourceId: row.id,
        trigger: 'bulk',
        status: 'failed',
        pageLimit: 10,
        pagesFetched: 1,
        errors: [{ url: SOURCE.sourceUrl, reason: 'http-404' }],
      })
    expect(text((await admin.page('/taf-admin?tab=sources')).html)).toContain('Last crawl failed: The site answered 404')
  })

  it('crawls a source to the end within the cap typed, as one task the Tasks tab follows', async () => {
    const row = await addSource()
    const page = await admin.page('/taf-admin?tab=sources')
    expect(text(page.html)).toContain('Crawl to the end')
    expect(page.html).toMatch(/<input[^>]*name="cap"[^>]*value="500"/)
    const { page: after } = await post({ intent: 'crawl-to-end', id: row.id, cap: '120' })
    expect(told(after.html)).toContain('Crawl to the end started: follow it in the Tasks tab')
    const [task] = await db().select().from(agentTasks).where(eq(agentTasks.sourceId, row.id))
    expect(task).toMatchObject({ status: 'queued', trigger: 'manual', pageLimit: 120 })
  })

  it('says "Failed to update source" when the source is gone', async () => {
    const { page } = await post({ intent: 'update', id: '00000000-0000-4000-8000-000000000000', ...SOURCE })
    expect(told(page.html)).toContain('Failed to update source')
  })

  it('deletes only after the confirm step, which works without JavaScript', async () => {
    const row = await addSource()
    const confirm = await admin.page(`/taf-admin?tab=sources&delete=${row.id}`)
    expect(text(confirm.html)).toContain('Are you sure you want to delete this source?')
    expect(confirm.html).toContain('role="alertdialog"')
    const { page } = await post({ intent: 'delete', id: row.id })
    expect(told(page.html)).toContain('Source deleted')
    expect(await db().select().from(grantDiscoverySources)).toHaveLength(0)
    expect(told((await post({ intent: 'delete', id: row.id })).page.html)).toContain('Failed to delete source')
  })
})

/** The Crawl button of a source, from the sources tab. */
function crawlButton(html: string, name: string) {
  const button = html.match(new RegExp(`<button[^>]*aria-label="Crawl: ${name}"[^>]*>`))?.[0]
  expect(button, `the Crawl button of ${name}`).toBeDefined()
  // The attribute, not the disabled: styles in its class.
  return / disabled=""/.test(button!) ? 'disabled' : 'enabled'
}

describe('Pausing, activating and crawling', () => {
  it('pauses and activates one source; a paused source’s Crawl is disabled and crawling it says why', async () => {
    const row = await addSource()
    expect(told((await post({ intent: 'pause', id: row.id })).page.html)).toContain('Source paused')
    const paused = await admin.page('/taf-admin?tab=sources')
    expect(crawlButton(paused.html, SOURCE.sourceName)).toContain('disabled')
    expect(told((await post({ intent: 'crawl', id: row.id })).page.html)).toContain('This source is paused: activate it to crawl')
    expect(told((await post({ intent: 'activate', id: row.id })).page.html)).toContain('Source activated')
    expect(crawlButton((await admin.page('/taf-admin?tab=sources')).html, SOURCE.sourceName)).not.toContain('disabled')
    expect(told((await post({ intent: 'pause', id: '00000000-0000-4000-8000-000000000000' })).page.html)).toContain('Failed to update source status')
  })

  it('starts a crawl (a queued manual task), then disables every Crawl button and shows the live indicator while it is queued or running', async () => {
    const row = await addSource()
    const other = await addSource({ sourceName: 'Baobab Grants', sourceUrl: 'https://baobab.example.org/' })
    expect(told((await post({ intent: 'crawl', id: row.id })).page.html)).toContain('Crawl started')
    const [task] = await db().select().from(agentTasks).where(eq(agentTasks.sourceId, row.id))
    expect(task).toMatchObject({ status: 'queued', trigger: 'manual', pageLimit: 10, agentType: 'crawler' })
    const page = await admin.page('/taf-admin?tab=sources')
    expect(crawlButton(page.html, SOURCE.sourceName)).toContain('disabled')
    expect(crawlButton(page.html, other.sourceName)).toContain('disabled')
    expect(text(page.html)).toContain('A crawl is queued or running')
    // The server's own message for a second start of the same source.
    expect(told((await post({ intent: 'crawl', id: row.id })).page.html)).toContain('A crawl of this source is already running')

    const tasks = await admin.page('/taf-admin?tab=tasks')
    expect(text(tasks.html)).toContain('Crawling now')
    expect(tasks.html).toMatch(/<noscript><meta http-equiv="refresh" content="5"\/?><\/noscript>/)
    expect(tasks.html).toContain('href="/taf-admin?tab=tasks"')
    // Once nothing is live the page stops reloading itself.
    // A re-crawl: 13 pages fetched, 4 of them unchanged since the last crawl and not counted against the 10.
    await db().update(agentTasks).set({ status: 'completed', completedAt: new Date(), pagesFetched: 13, pagesUnchanged: 4 })
    const done = await admin.page('/taf-admin?tab=tasks')
    expect(done.html).not.toContain('http-equiv="refresh"')
    expect(text(done.html)).not.toContain('Crawling now')
    expect(text(done.html)).toContain('9/10 +4 unchanged')
  })

  it('asks for a selection first: "No Sources Selected" for the bulk actions, with the crawl wording for Bulk Crawl', async () => {
    await addSource()
    expect(told((await post({ intent: 'bulk-crawl' })).page.html)).toContain('No Sources Selected: Please select sources to crawl')
    expect(told((await post({ intent: 'bulk-pause' })).page.html)).toContain('No Sources Selected: Please select sources first')
    expect(told((await post({ intent: 'bulk-activate', ids: 'not-an-id' })).page.html)).toContain('No Sources Selected: Please select sources first')
  })

  it('pauses and activates a selection', async () => {
    const a = await addSource()
    const b = await addSource({ sourceName: 'Baobab Grants', sourceUrl: 'https://baobab.example.org/' })
    expect(told((await post({ intent: 'bulk-pause', ids: [a.id, b.id] })).page.html)).toContain('Selected sources paused')
    expect((await db().select().from(grantDiscoverySources)).every((s) => !s.isActive)).toBe(true)
    expect(told((await post({ intent: 'bulk-activate', ids: [a.id] })).page.html)).toContain('Selected sources activated')
    const rows = await db().select().from(grantDiscoverySources)
    expect(rows.find((s) => s.id === a.id)?.isActive).toBe(true)
    expect(rows.find((s) => s.id === b.id)?.isActive).toBe(false)
  })

  it('crawls a selection and reports "Success: n, Failed: m" (a paused source fails), then each task’s real outcome as it ends', async () => {
    const a = await addSource()
    const b = await addSource({ sourceName: 'Baobab Grants', sourceUrl: 'https://baobab.example.org/' })
    const c = await addSource({ sourceName: 'Cassia Trust', sourceUrl: 'https://cassia.example.org/' })
    await post({ intent: 'pause', id: c.id })
    const { response, page } = await post({ intent: 'bulk-crawl', ids: [a.id, b.id, c.id] })
    expect(response.headers.get('Location')).toMatch(/^\/taf-admin\?tab=sources&started=2&failed=1&since=\d{13}$/)
    expect(told(page.html)).toContain('Success: 2, Failed: 1')
    expect(text(page.html)).toContain('2 crawls are still running: each source’s outcome shows here when it ends.')
    const tasks = (await db().select().from(agentTasks)).filter((x) => x.trigger === 'bulk')
    expect(tasks.map((x) => x.sourceId).sort()).toEqual([a.id, b.id].sort())
    // One ends well, the other's site refuses it seconds later: the console says so, with the reason.
    await db().update(agentTasks).set({ status: 'completed', completedAt: new Date() }).where(eq(agentTasks.sourceId, a.id))
    await db()
      .update(agentTasks)
      .set({ status: 'failed', completedAt: new Date(), errors: [{ url: 'https://baobab.example.org/', reason: 'http-503' }] })
      .where(eq(agentTasks.sourceId, b.id))
    const ended = text((await admin.page(response.headers.get('Location')!)).html)
    expect(ended).toContain('Bulk crawl finished: 1 succeeded, 1 failed.')
    expect(ended).toMatch(/Baobab Grants: .*503/)
  })

  it('selects all without JavaScript: the Select all link reloads the list with every box ticked, Clear without', async () => {
    await addSource()
    await addSource({ sourceName: 'Baobab Grants', sourceUrl: 'https://baobab.example.org/' })
    const all = await admin.page('/taf-admin?tab=sources&select=all')
    const boxes = all.html.match(/<input[^>]*name="ids"[^>]*>/g) ?? []
    expect(boxes).toHaveLength(2)
    for (const box of boxes) expect(box).toMatch(/checked=""/)
    for (const box of boxes) expect(box).toContain('form="bulk-sources"')
    const none = await admin.page('/taf-admin?tab=sources')
    for (const box of none.html.match(/<input[^>]*name="ids"[^>]*>/g) ?? []) expect(box).not.toMatch(/checked=""/)
  })
})

describe('Discovered grants, tasks and costs', () => {
  it('lists the 50 latest discovered grants with every field, a link to review each and View Source; the tab counts them all', async () => {
    const source = await addSource()
    const base = new Date('2026-11-01T00:00:00Z').getTime()
    await db()
      .insert(discoveredGrantsQueue)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          sourceId: source.id,
          externalId: `grant-${i}`,
          pageUrl: `https://acacia.example.org/grants/${i}`,
          title: `Discovered Grant ${i}`,
          rawData: { url: `https://acacia.example.org/grants/${i}` },
          discoveredAt: new Date(base + i * 60_000),
        })),
      )
    const [latest] = await db()
      .update(discoveredGrantsQueue)
      .set({
        title: 'Fonds pour l’eau rurale',
        language: 'fr',
        description: 'Des forages pour les villages.',
        fundingAmount: 'Jusqu’à 50 000 €',
        deadline: '2027-03-15',
        countryScope: 'Senegal, Mali',
        sectors: ['water_sanitation'],
      })
      .where(eq(discoveredGrantsQueue.externalId, 'grant-50'))
      .returning()
    await db()
      .update(discoveredGrantsQueue)
      .set({ isRolling: true, geographicFocus: ['west_africa'], status: 'verified' })
      .where(eq(discoveredGrantsQueue.externalId, 'grant-49'))
    const page = await admin.page('/taf-admin?tab=discovered')
    const shown = text(page.html)
    expect(shown).toContain('Discovered Grants (51)')
    expect(page.html.match(/data-discovered=/g)).toHaveLength(50)
    expect(shown).not.toContain('Discovered Grant 0 ')
    expect(page.html).toContain(`href="/taf-admin/discovered/${latest.id}"`)
    for (const word of [
      'Fonds pour l’eau rurale',
      'Pending review',
      SOURCE.sourceName,
      'Discovered Nov 1, 2026',
      'Des forages pour les villages.',
      'Jusqu’à 50 000 €',
      'Mar 15, 2027',
      // The scope's countries named in the reader's language and alphabetical order (issue 27 §5).
      'Location Mali and Senegal',
    ])
      expect(shown, word).toContain(word)
    // The grant just before it: published, rolling, located by its region; nothing found says so.
    for (const word of ['Published', 'Rolling', 'West Africa', 'Not specified']) expect(shown, word).toContain(word)
    expect(page.html).toContain('href="https://acacia.example.org/grants/50"')
    expect(shown).toContain('View Source')
    // The title opens the review page; the whole queue downloads as JSON or CSV.
    expect((await admin.get(`/taf-admin/discovered/${latest.id}`)).status).toBe(200)
    for (const file of ['/taf-admin/export.json', '/taf-admin/export.csv']) {
      expect(page.html).toContain(`href="${file}"`)
      expect((await admin.get(file)).status).toBe(200)
    }
  })

  it('lists tasks with progress (pages n/10), findings, errors and the cost to 2 decimals, in the reader’s language', async () => {
    const source = await addSource()
    await db()
      .insert(agentTasks)
      .values({
        taskId: 'crawl-20261123-abc123',
        agentType: 'crawler',
        sourceId: source.id,
        trigger: 'manual',
        status: 'running',
        pageLimit: 10,
        pagesFetched: 3,
        grantsFound: 2,
        grantsQueued: 1,
        duplicates: 1,
        errors: [{ url: 'https://acacia.example.org/broken', reason: 'http-500' }],
        startedAt: new Date('2026-11-23T04:30:00Z'),
        actualCost: 0.0437,
      })
    const page = await admin.page('/taf-admin?tab=tasks')
    const row = text(page.html.match(/<tr[^>]*data-task="crawl-20261123-abc123"[\s\S]*?<\/tr>/)?.[0] ?? '')
    for (const word of ['crawl-20261123-abc123', 'Crawler', SOURCE.sourceName, 'Running', '3/10', 'Nov 23, 2026 04:30 UTC', '$0.04']) expect(row, word).toContain(word)
    // Grants found, queued for review, duplicates, errors.
    expect(row).toContain('3/10 2 1 1 1')
    // What went wrong, and where, in words.
    expect(row).toContain('The site answered 500')
    expect(row).toContain('https://acacia.example.org/broken')
    // Another admin reads in French (the language is kept in the admin's profile).
    const french = await signedInAdmin(server, 'console-admin-fr@example.org', 'Awa Admin')
    await french.post('/language', { language: 'fr', redirectTo: '/' })
    const fr = text((await french.page('/taf-admin?tab=tasks')).html)
    expect(fr).toMatch(/0,04\s\$US/)
    expect(fr).toContain('En cours')
  })

  it('sums the costs by agent type: tracked calls plus costs recorded only on tasks, each counted once', async () => {
    const source = await addSource()
    const [tracked, untracked, importer] = await db()
      .insert(agentTasks)
      .values([
        { taskId: 'crawl-a', agentType: 'crawler', sourceId: source.id, trigger: 'manual', status: 'completed', pageLimit: 10, actualCost: 0.5 },
        { taskId: 'crawl-b', agentType: 'crawler', sourceId: source.id, trigger: 'schedule', status: 'failed', pageLimit: 10, actualCost: 0.25 },
        { taskId: 'import-c', agentType: 'importer', sourceId: source.id, trigger: 'cli', status: 'completed', pageLimit: 10, actualCost: 0 },
      ])
      .returning()
    // The tracked task's calls make up its actual cost: they count, its actual_cost does not count again.
    await db()
      .insert(agentCosts)
      .values([
        { taskId: tracked.id, agentType: 'crawler', costAmount: 0.3 },
        { taskId: tracked.id, agentType: 'crawler', costAmount: 0.2 },
        { taskId: null, agentType: 'extractor', costAmount: 0.125 },
      ])
    expect(untracked.actualCost).toBe(0.25)
    expect(importer.agentType).toBe('importer')
    const page = await admin.page('/taf-admin?tab=costs')
    const row = (agent: string) => text(page.html.match(new RegExp(`<tr[^>]*data-agent="${agent}"[\\s\\S]*?</tr>`))?.[0] ?? '')
    expect(row('crawler')).toContain('$0.75')
    expect(row('importer')).toContain('$0.00')
    expect(row('extractor')).toContain('$0.13')
    // The summary card: total cost, total tasks.
    const shown = text(page.html)
    expect(shown).toContain('Total cost $0.88')
    expect(shown).toContain('Total tasks 3')
  })
})
