import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations, savedSearches } from '../../app/db/schema/index.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { claimSavedSearchAlerts } from '../../app/domain/alerts/claim-saved-search-alerts.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const save = (client: TestClient, fields: Record<string, string>) => client.post('/saved-searches', { intent: 'create', frequency: 'weekly', ...fields })
const searchesOf = async (email: string) => {
  const { userId } = await organizationOf(server, email)
  return server.services.db.select().from(savedSearches).where(eq(savedSearches.userId, userId))
}
async function onPlan(email: string, plan: 'pro' | 'premium') {
  const org = await organizationOf(server, email)
  await server.services.db
    .update(organizations)
    .set({ plan, planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, org.id))
}
const alertsTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && m.subject.includes('for your search'))

describe('Saved searches', () => {
  it('are saved from a Discover query with a name, listed with a Run link, and a duplicate query or name is refused', async () => {
    const member = await newMember(server, { email: 'saver@example.org' })
    const saved = await save(member, { name: '  Water and health  ', query: 'q=water&sector=health&page=3' })
    expect(saved.status).toBe(303)
    const page = await member.follow(saved)
    expect(messages(page.html, 'status')).toContain('Search saved. New grants that match it will be emailed to you.')
    expect(text(page.html)).toContain('Water and health')
    expect(page.html).toContain('href="/discover?q=water&amp;sector=health"')
    const [row] = await searchesOf('saver@example.org')
    expect(row).toMatchObject({ name: 'Water and health', queryKey: '/discover?q=water&sector=health', frequency: 'weekly', emailEnabled: true, pausedAt: null })
    expect(row.query).toEqual({ q: 'water', sector: 'health', sort: 'relevance' })

    // The same query under another name (in another order, with a page): refused, with what was typed kept.
    const again = await save(member, { name: 'Second name', query: 'sector=health&q=water' })
    expect(again.status).toBe(400)
    const html = await again.text()
    expect(text(html)).toContain('You already saved this search as “Water and health”.')
    expect(html).toContain('value="Second name"')
    // The same name (in other capitals) for another query.
    const sameName = await save(member, { name: 'WATER AND HEALTH', query: 'q=boreholes' })
    expect(sameName.status).toBe(400)
    expect(text(await sameName.text())).toContain('You already have a saved search called “WATER AND HEALTH”. Choose another name.')
    // No name, or nothing to search for.
    expect(text(await (await save(member, { name: '', query: 'q=wells' })).text())).toContain('Give the search a name.')
    expect(text(await (await save(member, { name: 'Everything', query: 'sort=newest' })).text())).toContain('There is nothing to save yet')
    expect(await searchesOf('saver@example.org')).toHaveLength(1)
  })

  it('are renamed, paused (no alert), resumed and deleted, each with a message', async () => {
    const member = await newMember(server, { email: 'manager@example.org' })
    await save(member, { name: 'Clinics', query: 'sector=health&country=KE' })
    await save(member, { name: 'Schools', query: 'sector=education' })
    const [clinics] = (await searchesOf('manager@example.org')).filter((s) => s.name === 'Clinics')
    const act = async (intent: string, extra: Record<string, string> = {}) => {
      const response = await member.post('/saved-searches', { intent, id: clinics.id, ...extra })
      return { response, page: response.status === 303 ? await member.follow(response) : null }
    }

    const renamed = await act('rename', { name: 'Kenya clinics' })
    expect(messages(renamed.page!.html, 'status')).toContain('Search renamed.')
    expect(text(renamed.page!.html)).toContain('Kenya clinics')
    const taken = await act('rename', { name: 'schools' })
    expect(taken.response.status).toBe(400)
    const takenHtml = await taken.response.text()
    expect(text(takenHtml)).toContain('You already have a saved search called “schools”.')
    expect(takenHtml).toContain('value="schools"')

    const paused = await act('pause')
    expect(messages(paused.page!.html, 'status')).toContain('Search paused: no alerts until you resume it.')
    expect(text(paused.page!.html)).toContain('Paused')
    await insertGrants(server.services.db, [grant({ title: 'Nairobi Clinic Fund', sector: 'health', countryScope: 'Kenya' })])
    const jobs = inlineJobServices(server)
    await claimSavedSearchAlerts(jobs, 'weekly', { searchIds: [clinics.id] })
    expect(await alertsTo('manager@example.org')).toHaveLength(0)

    const resumed = await act('resume')
    expect(messages(resumed.page!.html, 'status')).toContain('Search resumed: alerts start again with the next new grants.')
    // Grants published while it was paused are not sent afterwards; the next new one is.
    await claimSavedSearchAlerts(jobs, 'weekly', { searchIds: [clinics.id] })
    expect(await alertsTo('manager@example.org')).toHaveLength(0)
    await insertGrants(server.services.db, [grant({ title: 'Mombasa Clinic Fund', sector: 'health', countryScope: 'Kenya' })])
    await claimSavedSearchAlerts(jobs, 'weekly', { searchIds: [clinics.id] })
    const [alert] = await alertsTo('manager@example.org')
    expect(alert.text).toContain('Mombasa Clinic Fund')
    expect(alert.text).not.toContain('Nairobi Clinic Fund')
    expect(text((await member.page('/saved-searches')).html)).toMatch(/Last alert: \w+/)

    const off = await act('email', { email: 'off' })
    expect(messages(off.page!.html, 'status')).toContain('Emails for this search are off.')
    expect(text(off.page!.html)).toContain('Emails off')

    const deleted = await act('delete')
    expect(messages(deleted.page!.html, 'status')).toContain('Search deleted.')
    expect((await searchesOf('manager@example.org')).map((s) => s.name)).toEqual(['Schools'])
  })

  it('on Free: at most 3, weekly only, with the upgrade offered; Pro may choose daily', async () => {
    const free = await newMember(server, { email: 'free-saver@example.org' })
    const daily = await save(free, { name: 'Daily water', query: 'q=water', frequency: 'daily' })
    expect(daily.status).toBe(400)
    const dailyHtml = await daily.text()
    expect(text(dailyHtml)).toContain('Daily alerts come with the Pro and Premium plans. On Free, saved searches are emailed weekly.')
    expect(dailyHtml).toContain('href="/#pricing"')
    for (const q of ['water', 'solar', 'seeds']) expect((await save(free, { name: `Search ${q}`, query: `q=${q}` })).status).toBe(303)
    const fourth = await save(free, { name: 'Search four', query: 'q=bees' })
    expect(fourth.status).toBe(400)
    expect(text(await fourth.text())).toContain('Your Free plan keeps up to 3 saved searches. Delete one to save another, or upgrade to keep more.')
    const [first] = await searchesOf('free-saver@example.org')
    const toDaily = await free.post('/saved-searches', { intent: 'frequency', id: first.id, frequency: 'daily' })
    expect(toDaily.status).toBe(400)
    expect(text(await toDaily.text())).toContain('Daily alerts come with the Pro and Premium plans.')
    expect(text((await free.page('/saved-searches')).html)).toContain('Your Free plan keeps up to 3 saved searches, emailed weekly. 3 of 3 used')

    const pro = await newMember(server, { email: 'pro-saver@example.org' })
    await onPlan('pro-saver@example.org', 'pro')
    expect((await save(pro, { name: 'Daily water', query: 'q=water', frequency: 'daily' })).status).toBe(303)
    expect((await searchesOf('pro-saver@example.org'))[0].frequency).toBe('daily')
    expect(text((await pro.page('/saved-searches')).html)).toContain('Your Pro plan keeps up to 25 saved searches, emailed daily or weekly.')
  })

  it('are each member’s own: another member’s search id is 404 for every change, and visitors sign in first', async () => {
    const owner = await newMember(server, { email: 'owner-search@example.org' })
    await save(owner, { name: 'Mine', query: 'q=cassava' })
    const [mine] = await searchesOf('owner-search@example.org')
    const other = await newMember(server, { email: 'intruder-search@example.org' })
    for (const [intent, extra] of [
      ['rename', { name: 'Taken over' }],
      ['pause', {}],
      ['resume', {}],
      ['delete', {}],
      ['frequency', { frequency: 'weekly' }],
      ['email', { email: 'off' }],
    ] as const) {
      expect((await other.post('/saved-searches', { intent, id: mine.id, ...extra })).status, intent).toBe(404)
    }
    expect((await other.post('/saved-searches', { intent: 'pause', id: 'not-a-uuid' })).status).toBe(404)
    expect(await searchesOf('owner-search@example.org')).toEqual([mine])
    expect(text((await other.page('/saved-searches')).html)).not.toContain('Mine')
    expect((await other.post('/saved-searches', { intent: 'drop-table' })).status).toBe(400)

    const visitor = server.client()
    expect((await visitor.get('/saved-searches')).headers.get('Location')).toBe('/auth?redirectTo=%2Fsaved-searches')
    expect((await visitor.post('/saved-searches', { intent: 'create', name: 'x', query: 'q=x' })).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })
})
