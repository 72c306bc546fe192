import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALERT_EMAIL_MAX_GRANTS, PRIORITY_ALERT_DELAY_SECONDS } from '../../app/catalog/matching.ts'
import { alertItems, grants, matchReveals, notifications, organizations, profiles, savedSearches, scheduledEmails } from '../../app/db/schema/index.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { claimMatchAlerts } from '../../app/domain/alerts/claim-match-alerts.server.ts'
import { claimSavedSearchAlerts } from '../../app/domain/alerts/claim-saved-search-alerts.server.ts'
import { scanMatchAlertsDaily, scanMatchAlertsWeekly } from '../../app/jobs/match-alerts.server.ts'
import { alertsPublished, scanSavedSearchesDaily, scanSavedSearchesWeekly } from '../../app/jobs/saved-search-alerts.server.ts'
import { weekOf } from '../../app/domain/matching/week.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Saved-search alerts end to end (issue 13): an admin publishes a grant; the priority run emails
 * Pro and Premium members' daily searches; the weekly run emails Free members; each grant once per
 * search however often the runs repeat; in the member's language; with a one-click unsubscribe.
 */
let server: TestServer
let admin: TestClient
const queued: Array<{ jobId: string; payload: object; options?: object }> = []
const KENYA_HEALTH = 'sector=health&country=KE'

beforeAll(async () => {
  server = await startTestServer()
  // The web process's queue, recorded instead of run: what the publish paths ask for.
  server.services.jobs.attach(async (jobId, payload, options) => {
    queued.push({ jobId, payload, options })
  })
  admin = await signedInAdmin(server)
})
afterAll(() => server?.close())

async function member(email: string, options: { plan?: 'pro' | 'premium'; language?: 'fr' | 'pt' | 'ar' | 'sw' } = {}) {
  const client = await newMember(server, { email, name: email.split('@')[0] })
  const org = await organizationOf(server, email)
  if (options.plan)
    await server.services.db
      .update(organizations)
      .set({ plan: options.plan, planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
      .where(eq(organizations.id, org.id))
  if (options.language) await server.services.db.update(profiles).set({ language: options.language }).where(eq(profiles.userId, org.userId))
  return { client, userId: org.userId }
}
async function saveSearch(client: TestClient, name: string, query: string, frequency: 'daily' | 'weekly') {
  const response = await client.post('/saved-searches', { intent: 'create', name, query, frequency })
  expect(response.status, await response.clone().text()).toBe(303)
}
const alertsTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && /search|recherche|pesquisa|utafutaji|بحث/.test(m.subject))
async function publish(title: string, fields: Record<string, string> = {}) {
  const response = await admin.post('/admin/grants/new', {
    title,
    description: `${title}: clinics, nurses and medicines for rural communities.`,
    source: 'Acacia Health Trust',
    sector: 'health',
    fundingAmount: 'Up to $20,000',
    countryScope: 'Kenya',
    eligibility: '',
    url: 'https://acacia.example.org/fund',
    deadline: '',
    language: 'en',
    ...fields,
  })
  expect(response.status).toBe(302)
  const [row] = await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.title, title))
  return row.id
}
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

describe('Saved-search alerts', () => {
  it('email each matching search once per grant, Pro first, in the member’s language, with a one-click unsubscribe', async () => {
    const amina = await member('amina@example.org', { plan: 'pro' })
    const jean = await member('jean@example.org', { language: 'fr' })
    const zawadi = await member('zawadi@example.org', { language: 'sw' })
    const pat = await member('pat@example.org', { plan: 'premium' })
    await saveSearch(amina.client, 'Kenya health', KENYA_HEALTH, 'daily')
    await saveSearch(jean.client, 'Santé au Kenya', KENYA_HEALTH, 'weekly')
    await saveSearch(zawadi.client, 'Elimu', 'sector=education', 'weekly')
    await saveSearch(pat.client, 'Weekly health', KENYA_HEALTH, 'weekly')
    await saveSearch(pat.client, 'Paused health', 'sector=health', 'daily')
    const [paused] = await server.services.db.select().from(savedSearches).where(eq(savedSearches.name, 'Paused health'))
    await pat.client.post('/saved-searches', { intent: 'pause', id: paused.id })

    const grantId = await publish('Kisumu Clinics Fund')
    // The publish queued the priority run: one per 5-minute bucket, a few minutes later, ahead of other jobs.
    const announced = queued.filter((q) => q.jobId === alertsPublished.id)
    expect(announced).toHaveLength(1)
    expect(announced[0].options).toMatchObject({ startAfter: PRIORITY_ALERT_DELAY_SECONDS, priority: 10, singletonKey: expect.stringMatching(/^published:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) })

    const jobs = inlineJobServices(server)
    await alertsPublished.handler(announced[0].payload as { bucket: string }, jobs)
    // Priority: Amina's daily search on Pro; not Jean (Free), not Pat's weekly search, not the paused one.
    const [priority] = await alertsTo('amina@example.org')
    expect(priority.subject).toBe('1 new grant for your search “Kenya health”')
    expect(priority.text).toContain('Kisumu Clinics Fund')
    expect(priority.text).toContain(`/grant/${grantId}`)
    expect(priority.text).toContain('Manage your saved searches: http')
    expect(await alertsTo('jean@example.org')).toHaveLength(0)
    expect(await alertsTo('pat@example.org')).toHaveLength(0)

    // Monday's weekly run: Jean in French, Pat's weekly search; Zawadi's search does not match.
    await scanSavedSearchesWeekly.handler({}, jobs)
    const [french] = await alertsTo('jean@example.org')
    expect(french.subject).toBe('1 nouvelle subvention pour votre recherche « Santé au Kenya »')
    expect(french.text).toMatch(/^Bonjour jean,/)
    expect(french.text).toContain('Kisumu Clinics Fund')
    expect((await alertsTo('pat@example.org')).map((m) => m.subject)).toEqual(['1 new grant for your search “Weekly health”'])
    expect(await alertsTo('zawadi@example.org')).toHaveLength(0)
    const notes = await server.services.db.select().from(notifications).where(eq(notifications.userId, jean.userId))
    expect(notes.filter((n) => n.messageId === 'notifications.savedSearchAlert')).toHaveLength(1)

    // Every run again, and the same job twice: no second email, no second claim.
    await alertsPublished.handler(announced[0].payload as { bucket: string }, jobs)
    await scanSavedSearchesDaily.handler({}, jobs)
    await scanSavedSearchesWeekly.handler({}, jobs)
    await scanSavedSearchesWeekly.handler({ now: nextWeek() }, jobs)
    for (const email of ['amina@example.org', 'jean@example.org', 'pat@example.org']) expect(await alertsTo(email), email).toHaveLength(1)
    expect(await server.services.db.select().from(alertItems).where(eq(alertItems.grantId, grantId))).toHaveLength(3)

    // A grant edited after its alert is not sent again.
    const edit = await admin.post(`/admin/grants/${grantId}/edit`, {
      title: 'Kisumu Clinics Fund (extended)',
      description: 'Kisumu Clinics Fund: clinics, nurses and medicines, now until June.',
      source: 'Acacia Health Trust',
      sector: 'health',
      fundingAmount: '',
      countryScope: 'Kenya',
      eligibility: '',
      url: '',
      deadline: '',
      language: 'en',
    })
    expect(edit.status).toBe(302)
    await scanSavedSearchesDaily.handler({ now: new Date(Date.now() + 86_400_000).toISOString() }, jobs)
    expect(await alertsTo('amina@example.org')).toHaveLength(1)

    // One click: the link in Jean's email (POST, as mail clients do) turns this search's emails off.
    const link = french.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)![0]
    expect(link).toMatch(/k=search&r=[0-9a-f-]{36}&s=/)
    const visitor = server.client()
    expect(text((await visitor.page(link.replace(server.url, ''))).html)).toContain('Stop “Santé au Kenya” saved search alert emails?')
    const done = await visitor.request(link.replace(server.url, ''), { method: 'POST' })
    expect(done.status).toBe(200)
    expect(text(await done.text())).toContain('You will no longer receive “Santé au Kenya” saved search alert emails.')
    const [jeanSearch] = await server.services.db.select().from(savedSearches).where(eq(savedSearches.userId, jean.userId))
    expect(jeanSearch.emailEnabled).toBe(false)
    // Another member's search id under Jean's signature does not verify.
    expect((await visitor.request(link.replace(/r=[^&]+/, `r=${paused.id}`).replace(server.url, ''), { method: 'POST' })).status).toBe(400)
    await publish('Eldoret Clinics Fund')
    await scanSavedSearchesWeekly.handler({ now: nextWeek() }, jobs)
    expect(await alertsTo('jean@example.org')).toHaveLength(1)
    expect((await alertsTo('pat@example.org')).length).toBe(2)
  })

  it('list at most the email’s share of grants, count the rest and link to the search', async () => {
    const many = await member('many@example.org')
    await saveSearch(many.client, 'Solar everywhere', 'q=solar', 'weekly')
    const count = ALERT_EMAIL_MAX_GRANTS + 3
    await insertGrants(
      server.services.db,
      Array.from({ length: count }, (_, i) => grant({ title: `Solar Mini-grid Fund ${i + 1}`, sector: 'energy', description: 'Solar mini-grids for rural clinics and schools.' })),
    )
    await claimSavedSearchAlerts(inlineJobServices(server), 'weekly')
    const [mail] = await alertsTo('many@example.org')
    expect(mail.subject).toBe(`${count} new grants for your search “Solar everywhere”`)
    expect(mail.text.match(/Solar Mini-grid Fund \d+/g)).toHaveLength(ALERT_EMAIL_MAX_GRANTS)
    expect(mail.text).toContain('And 3 more: http')
    expect(mail.text).toContain('/discover?q=solar')
    const key = `search:${(await server.services.db.select().from(savedSearches).where(eq(savedSearches.userId, many.userId)))[0].id}:week-${weekOf(new Date())}`
    expect(await server.services.db.select().from(alertItems).where(eq(alertItems.runKey, key))).toHaveLength(count)
    const [sent] = await server.services.db.select().from(scheduledEmails).where(eq(scheduledEmails.key, key))
    expect(sent.sentAt).not.toBeNull()
  })

  it('keep to the plan: a Free member’s daily search (a lapsed Pro plan) waits for the weekly run, and only the first three are scanned', async () => {
    const lapsed = await member('lapsed@example.org', { plan: 'pro' })
    for (const [i, q] of ['cassava', 'millet', 'sorghum', 'teff'].entries()) await saveSearch(lapsed.client, `Crop ${i + 1}`, `q=${q}`, 'daily')
    const org = await organizationOf(server, 'lapsed@example.org')
    await server.services.db
      .update(organizations)
      .set({ planRenewsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(organizations.id, org.id))
    await insertGrants(
      server.services.db,
      ['cassava', 'millet', 'sorghum', 'teff'].map((crop) => grant({ title: `Drought-tolerant ${crop} seed fund`, sector: 'agriculture', description: `Seeds of ${crop} for smallholder farmers.` })),
    )
    const jobs = inlineJobServices(server)
    await scanSavedSearchesDaily.handler({}, jobs)
    await alertsPublished.handler({ bucket: '2026-01-01T00:00' }, jobs)
    expect(await alertsTo('lapsed@example.org')).toHaveLength(0)
    await scanSavedSearchesWeekly.handler({}, jobs)
    expect((await alertsTo('lapsed@example.org')).map((m) => m.subject).sort()).toEqual([
      '1 new grant for your search “Crop 1”',
      '1 new grant for your search “Crop 2”',
      '1 new grant for your search “Crop 3”',
    ])
  })
})

describe('New-match alerts', () => {
  const farmGrants = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      grant({ title: `${prefix} Farming Fund ${i + 1}`, sector: 'agriculture', countryScope: 'Ghana', geographicFocus: ['west_africa'], description: 'Seeds and irrigation for smallholder farmers.' }),
    )
  async function farmer(email: string, options: Parameters<typeof member>[1] = {}) {
    const m = await member(email, options)
    const org = await organizationOf(server, email)
    await server.services.db.update(organizations).set({ sector: 'agriculture', country: 'GH' }).where(eq(organizations.id, org.id))
    return { ...m, orgId: org.id }
  }
  const matchAlertsTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && /match(es)? your organization/.test(m.subject))

  it('on Free, weekly, carry only the week’s 5 matches, shared with /matches', async () => {
    const kofi = await farmer('kofi@example.org')
    await insertGrants(server.services.db, farmGrants('Volta', 7))
    // Kofi opens /matches first: the week's 5 reveals are spent there.
    expect((await kofi.client.page('/matches')).status).toBe(200)
    const jobs = inlineJobServices(server)
    await scanMatchAlertsDaily.handler({}, jobs)
    await alertsPublished.handler({ bucket: '2026-01-01T00:05' }, jobs)
    expect(await matchAlertsTo('kofi@example.org')).toHaveLength(0)
    await scanMatchAlertsWeekly.handler({}, jobs)
    const [mail] = await matchAlertsTo('kofi@example.org')
    expect(mail.subject).toBe('5 new grants match your organization')
    expect(mail.text.match(/Volta Farming Fund \d+/g)).toHaveLength(5)
    expect(mail.text).toContain('On the Free plan, alerts carry up to 5 new matches a week.')
    const reveals = await server.services.db.select().from(matchReveals).where(eq(matchReveals.organizationId, kofi.orgId))
    expect(reveals).toHaveLength(5)
    expect(new Set(mail.text.match(/\/grant\/[0-9a-f-]{36}/g)!.map((l) => l.slice(7)))).toEqual(new Set(reveals.map((r) => r.grantId)))
    await scanMatchAlertsWeekly.handler({}, jobs)
    expect(await matchAlertsTo('kofi@example.org')).toHaveLength(1)
  })

  it('on Pro with instant alerts, come in the priority run after a publish, once; the one-click link turns them off', async () => {
    const ama = await farmer('ama@example.org', { plan: 'pro' })
    await server.services.db.update(profiles).set({ matchAlertFrequency: 'instant' }).where(eq(profiles.userId, ama.userId))
    await farmer('yaw@example.org')
    // Earlier grants are not new to them.
    await scanMatchAlertsWeekly.handler({}, inlineJobServices(server))
    await claimMatchAlerts(inlineJobServices(server), 'daily', { userIds: [ama.userId] })
    const before = { ama: (await matchAlertsTo('ama@example.org')).length, yaw: (await matchAlertsTo('yaw@example.org')).length }
    queued.length = 0
    await publish('Tamale Irrigation Fund', { sector: 'agriculture', countryScope: 'Ghana', description: 'Irrigation and seeds for smallholder farmers in Ghana.' })
    const [announced] = queued.filter((q) => q.jobId === alertsPublished.id)
    const jobs = inlineJobServices(server)
    await alertsPublished.handler(announced.payload as { bucket: string }, jobs)
    const amaMails = await matchAlertsTo('ama@example.org')
    expect(amaMails).toHaveLength(before.ama + 1)
    expect(amaMails[0].subject).toBe('1 new grant matches your organization')
    expect(amaMails[0].text).toContain('Tamale Irrigation Fund')
    expect(amaMails[0].text).not.toContain('On the Free plan')
    expect(await matchAlertsTo('yaw@example.org')).toHaveLength(before.yaw)
    // Daily and priority again: nothing twice.
    await scanMatchAlertsDaily.handler({}, jobs)
    await alertsPublished.handler(announced.payload as { bucket: string }, jobs)
    expect(await matchAlertsTo('ama@example.org')).toHaveLength(before.ama + 1)

    const link = amaMails[0].text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)![0]
    expect(link).toContain('k=matches')
    const visitor = server.client()
    expect(text((await visitor.page(link.replace(server.url, ''))).html)).toContain('Stop new-match alert emails?')
    expect((await visitor.request(link.replace(server.url, ''), { method: 'POST' })).status).toBe(200)
    const [profile] = await server.services.db.select().from(profiles).where(eq(profiles.userId, ama.userId))
    expect(profile.matchAlertFrequency).toBe('off')
  })
})
