import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, calendarFeeds, grants, profiles, user } from '../../app/db/schema/index.ts'
import { newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
const ids: Record<string, string> = {}
const DEADLINE = daysFromNow(40)

beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({ title: 'Saved Borehole Fund', deadline: DEADLINE, fundingAmount: 'Up to €20,000', source: 'Fondation Lumière' }),
      grant({ title: 'Drafted Literacy Grant', deadline: daysFromNow(20) }),
      grant({ title: 'Submitted Clinic Grant', deadline: daysFromNow(25) }),
      grant({ title: 'Rolling Seed Fund', deadline: null }),
      grant({ title: 'Other Member Secret Grant', deadline: daysFromNow(30) }),
    ],
  })
  for (const g of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[g.title] = g.id
})
afterAll(() => server?.close())

async function userId(email: string) {
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

/** A member's tracked application with a status and notes, through the dashboard's own form. */
async function track(client: TestClient, email: string, grantId: string, status: string, notes: string) {
  expect((await client.post(`/grant/${grantId}/apply`, {})).status).toBe(302)
  const uid = await userId(email)
  const [own] = (await server.services.db.select({ id: applications.id, userId: applications.createdBy, grantId: applications.grantId }).from(applications)).filter(
    (a) => a.userId === uid && a.grantId === grantId,
  )
  const response = await client.post(`/dashboard/applications/${own.id}`, { status, submissionDate: status === 'submitted' ? daysFromNow(-1) : '', amountAwarded: '', notes })
  expect(response.status).toBe(302)
  return own.id
}

/** The feed address the /calendar page shows once, after Create or Reset link. */
function feedAddress(html: string): string {
  const match = html.match(/data-testid="feed-url"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="feed-url"/)
  expect(match, 'the page shows the feed address').toBeTruthy()
  return (match![1] ?? match![2]).replace(/&amp;/g, '&')
}

const parse = (text: string) => new ICAL.Component(ICAL.parse(text))
const summaries = (calendar: ICAL.Component) => calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')))

describe('The calendar feed', () => {
  let member: TestClient
  let other: TestClient
  let address: string

  beforeAll(async () => {
    member = await newMember(server, { name: 'Amina Feed', email: 'feed@example.org' })
    other = await newMember(server, { name: 'Other Feed', email: 'other-feed@example.org' })
    expect((await member.post(`/grant/${ids['Saved Borehole Fund']}/save`, { save: '1' })).status).toBe(302)
    expect((await member.post(`/grant/${ids['Rolling Seed Fund']}/save`, { save: '1' })).status).toBe(302)
    await track(member, 'feed@example.org', ids['Drafted Literacy Grant'], 'draft', 'Budget first')
    await track(member, 'feed@example.org', ids['Submitted Clinic Grant'], 'submitted', 'Sent')
    expect((await other.post(`/grant/${ids['Other Member Secret Grant']}/save`, { save: '1' })).status).toBe(302)
  })

  it('starts with no link, and "Create my calendar link" shows the address once', async () => {
    const page = await member.page('/calendar')
    expect(page.status).toBe(200)
    expect(page.html).toContain('Create my calendar link')
    expect(page.html).not.toContain('data-testid="feed-url"')
    const created = await member.post('/calendar', { intent: 'create' })
    expect(created.status).toBe(200)
    expect(created.headers.get('Cache-Control')).toBe('no-store')
    address = feedAddress(await created.text())
    expect(address).toMatch(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`))
    // Only the token's hash is kept; the page says the link is on, without showing it again.
    const [row] = await server.services.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userId('feed@example.org')))
    expect(address).not.toContain(row.tokenHash)
    const again = await member.page('/calendar')
    expect(again.html).toContain('data-testid="feed-on"')
    expect(again.html).not.toContain(address)
    expect(again.html).toContain('Reset link')
  })

  it('serves the saved and drafted grants’ deadlines to anyone with the address, as valid iCalendar', async () => {
    const response = await server.client().get(address)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=900')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    // Appended after the site-wide policy: a browser follows the last one it knows.
    expect(response.headers.get('Referrer-Policy')?.split(',').at(-1)?.trim()).toBe('no-referrer')
    const text = await response.text()
    const calendar = parse(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const events = calendar.getAllSubcomponents('vevent')
    // Saved with a deadline, and the draft application; not the rolling grant, not the submitted one.
    expect(summaries(calendar).sort()).toEqual(['Deadline: Drafted Literacy Grant', 'Deadline: Saved Borehole Fund'])
    const saved = events.find((e) => String(e.getFirstPropertyValue('summary')).includes('Saved Borehole Fund'))!
    expect(saved.getFirstProperty('dtstart')!.type).toBe('date')
    expect(String(saved.getFirstPropertyValue('dtstart'))).toBe(DEADLINE)
    expect(saved.getFirstPropertyValue('uid')).toBe(`deadline-${ids['Saved Borehole Fund']}@127.0.0.1`)
    expect(saved.getFirstPropertyValue('url')).toBe(`${server.url}/grant/${ids['Saved Borehole Fund']}`)
    expect(saved.getAllSubcomponents('valarm')).toHaveLength(3)
    // Another member's grants are never in it.
    expect(text).not.toContain('Other Member Secret Grant')
    // An unchanged feed answers 304 to a calendar that asks with its ETag.
    const etag = response.headers.get('ETag')!
    expect((await server.client().request(address, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('is written in the member’s language', async () => {
    await server.services.db
      .update(profiles)
      .set({ language: 'fr' })
      .where(eq(profiles.userId, await userId('feed@example.org')))
    const calendar = parse(await (await server.client().get(address)).text())
    expect(summaries(calendar)).toContain('Date limite\u00a0: Saved Borehole Fund')
    await server.services.db
      .update(profiles)
      .set({ language: 'en' })
      .where(eq(profiles.userId, await userId('feed@example.org')))
  })

  it('answers 404 to a token that is not a feed’s', async () => {
    for (const path of ['/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/calendar/short.ics', `/calendar/${'x'.repeat(300)}.ics`]) {
      const response = await server.client().get(path)
      expect(response.status, path).toBe(404)
    }
  })

  it('"Reset link" gives a new address and the old one answers 404', async () => {
    const reset = await member.post('/calendar', { intent: 'reset' })
    expect(reset.status).toBe(200)
    const next = feedAddress(await reset.text())
    expect(next).not.toBe(address)
    expect((await server.client().get(address)).status).toBe(404)
    expect((await server.client().get(next)).status).toBe(200)
    address = next
  })

  it('another member’s feed holds only their own grants', async () => {
    const created = await other.post('/calendar', { intent: 'create' })
    const theirs = await server.client().get(feedAddress(await created.text()))
    expect(summaries(parse(await theirs.text()))).toEqual(['Deadline: Other Member Secret Grant'])
  })

  it('"Turn off" ends the feed: its address answers 404 and the page offers to create one again', async () => {
    const off = await member.post('/calendar', { intent: 'turn-off' })
    expect(off.status).toBe(302)
    expect(off.headers.get('Location')).toBe('/calendar')
    const page = await member.follow(off)
    expect(page.html).toContain('Calendar link turned off')
    expect(page.html).toContain('Create my calendar link')
    expect((await server.client().get(address)).status).toBe(404)
  })

  it('refuses an unknown intent with 400 and changes nothing', async () => {
    const before = await server.services.db.select().from(calendarFeeds)
    const response = await other.post('/calendar', { intent: 'steal' })
    expect(response.status).toBe(400)
    expect(await server.services.db.select().from(calendarFeeds)).toEqual(before)
  })
})

describe('Add to calendar on a grant page', () => {
  it('links a grant with a deadline to its .ics file, one event, as a download', async () => {
    const page = await server.client().page(`/grant/${ids['Saved Borehole Fund']}`)
    expect(page.html).toContain(`href="/grant/${ids['Saved Borehole Fund']}/calendar.ics"`)
    const response = await server.client().get(`/grant/${ids['Saved Borehole Fund']}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="deadline-${ids['Saved Borehole Fund']}.ics"`)
    const calendar = parse(await response.text())
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    expect(String(events[0].getFirstPropertyValue('dtstart'))).toBe(DEADLINE)
    // The same UID as in a feed: subscribing later updates this event instead of adding a second.
    expect(events[0].getFirstPropertyValue('uid')).toBe(`deadline-${ids['Saved Borehole Fund']}@127.0.0.1`)
  })

  it('has no link and answers 404 for a grant without a deadline, and for an unknown grant', async () => {
    const page = await server.client().page(`/grant/${ids['Rolling Seed Fund']}`)
    expect(page.html).not.toContain('calendar.ics')
    expect((await server.client().get(`/grant/${ids['Rolling Seed Fund']}/calendar.ics`)).status).toBe(404)
    expect((await server.client().get('/grant/00000000-0000-4000-8000-000000000000/calendar.ics')).status).toBe(404)
    expect((await server.client().get('/grant/not-a-uuid/calendar.ics')).status).toBe(404)
  })
})

describe('CSV exports', () => {
  let member: TestClient

  beforeAll(async () => {
    member = await newMember(server, { name: 'Chidi Export', email: 'export@example.org' })
    const nosy = await newMember(server, { name: 'Nosy Other', email: 'nosy@example.org' })
    expect((await member.post(`/grant/${ids['Saved Borehole Fund']}/save`, { save: '1' })).status).toBe(302)
    await track(member, 'export@example.org', ids['Drafted Literacy Grant'], 'draft', '=1+1')
    await track(member, 'export@example.org', ids['Submitted Clinic Grant'], 'submitted', 'Relancer la fondation, puis "envoyer" le budget\nDeuxième étape')
    expect((await nosy.post(`/grant/${ids['Other Member Secret Grant']}/save`, { save: '1' })).status).toBe(302)
    await track(nosy, 'nosy@example.org', ids['Drafted Literacy Grant'], 'draft', 'Nosy private note 4455')
  })

  it('links both exports and the calendar page from the dashboard', async () => {
    const page = await member.page('/dashboard')
    for (const href of ['/dashboard/export/saved.csv', '/dashboard/export/applications.csv', '/calendar']) expect(page.html).toContain(`href="${href}"`)
    expect(page.html).toContain('Export saved grants (CSV)')
    expect(page.html).toContain('Export applications (CSV)')
  })

  it('downloads the member’s applications only, UTF-8 with BOM, CRLF, formulas neutralised', async () => {
    const response = await member.get('/dashboard/export/applications.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="harambee-applications-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.subarray(3).toString('utf8')
    const [header] = csv.split('\r\n')
    expect(header).toBe('Grant,Funder,Deadline,Amount,Amount (USD),Status,Submitted on,Outcome,Amount awarded (USD),Notes,Added on,Last updated,Link')
    expect(csv).toContain(",'=1+1,")
    expect(csv).not.toMatch(/(^|,)=1\+1/m)
    expect(csv).toContain('"Relancer la fondation, puis ""envoyer"" le budget\nDeuxième étape"')
    expect(csv).toContain('Drafted Literacy Grant,Baobab Futures Foundation,')
    expect(csv).toContain(',Draft,')
    expect(csv).toContain(',Submitted,')
    expect(csv).toContain(`${server.url}/grant/${ids['Submitted Clinic Grant']}`)
    expect(csv).not.toContain('Nosy private note 4455')
    expect(csv).not.toContain('Other Member Secret Grant')
  })

  it('downloads the member’s saved grants only, with the header in the member’s language', async () => {
    await server.services.db
      .update(profiles)
      .set({ language: 'fr' })
      .where(eq(profiles.userId, await userId('export@example.org')))
    const response = await member.get('/dashboard/export/saved.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="harambee-saved-grants-\d{4}-\d{2}-\d{2}\.csv"$/)
    const csv = Buffer.from(await response.arrayBuffer()).toString('utf8')
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Subvention,Bailleur de fonds,Date limite,Montant,Montant (USD),Enregistrée le,Lien')
    expect(lines[1]).toContain(`Saved Borehole Fund,Fondation Lumière,${DEADLINE},"Up to €20,000",`)
    expect(lines.filter(Boolean)).toHaveLength(2)
    expect(csv).not.toContain('Other Member Secret Grant')
  })

  it.each(['/dashboard/export/saved.csv', '/dashboard/export/applications.csv', '/calendar'])('sends a signed-out visitor from %s to sign in', async (path) => {
    const response = await server.client().get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
  })
})
