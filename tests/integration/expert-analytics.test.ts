import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expertDailyCounts, expertPayouts, experts, milestones, projectRequests, engagements } from '../../app/db/schema/index.ts'
import { lastMonths } from '../../app/domain/expert-analytics/analytics-day.ts'
import { getExpertAnalytics } from '../../app/domain/expert-analytics/get-expert-analytics.server.ts'
import { formatMonth } from '../../app/i18n/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { makeExpert } from '../support/experts.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A page as a browser asks for it (the test client's own User-Agent is a script's, which is not counted). */
async function look(client: TestClient, path: string, userAgent: string | null = BROWSER) {
  const response = await client.request(path, { headers: userAgent === null ? {} : { 'User-Agent': userAgent } })
  expect(response.status).toBe(200)
  return response.text()
}

const today = () => new Date().toISOString().slice(0, 10)
async function readCounts(expertId: string) {
  const [row] = await server.services.db
    .select()
    .from(expertDailyCounts)
    .where(and(eq(expertDailyCounts.expertId, expertId), eq(expertDailyCounts.day, today())))
  return { views: row?.profileViews ?? 0, appearances: row?.searchAppearances ?? 0 }
}
/**
 * The counts once every look sent so far has been counted (pages count beside the response): a
 * marker look at a third expert's profile is counted after them on the app's one database connection.
 */
let marker: { id: string; seen: number } | undefined
async function countsOf(expertId: string) {
  if (marker) {
    const target = ++marker.seen
    await look(server.client(), `/grant-experts/${marker.id}`)
    await expect.poll(async () => (await readCounts(marker!.id)).views).toBe(target)
  }
  return readCounts(expertId)
}

/** The figures of a chart's table, by month as the table writes it. */
function chartTable(html: string, id: string): Map<string, string> {
  const figure = html.match(new RegExp(`<figure[^>]*data-testid="chart-${id}"[^>]*>([\\s\\S]*?)</figure>`))
  expect(figure, `chart ${id}`).not.toBeNull()
  const rows = [...figure![1].matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)]
  return new Map(rows.map((m) => [m[1], m[2]]))
}

const setTier = (expertId: string, tier: 'basic' | 'pro' | 'elite') => server.services.db.update(experts).set({ membershipTier: tier }).where(eq(experts.id, expertId))

describe('Counting what expert analytics show', () => {
  const ids: Record<string, string> = {}
  let member: TestClient
  let proClient: TestClient
  let admin: TestClient
  beforeAll(async () => {
    const pro = await makeExpert(server, 'count-pro@example.org', { name: 'Pendo Pro', sectors: ['agriculture'] })
    const basic = await makeExpert(server, 'count-basic@example.org', { name: 'Baraka Basic', sectors: ['agriculture'] })
    await setTier(pro.expertId, 'pro')
    Object.assign(ids, { pro: pro.expertId, basic: basic.expertId })
    marker = { id: (await makeExpert(server, 'count-marker@example.org', { name: 'Marker Expert', sectors: ['energy'] })).expertId, seen: 0 }
    proClient = pro.client
    member = await newMember(server, { email: 'count-member@example.org', name: 'Makena Member' })
    admin = await signedInAdmin(server, 'count-admin@example.org')
  })

  it('adds one search appearance to each expert on a directory page a person looked at', async () => {
    await look(server.client(), '/grant-experts/browse?sector=agriculture')
    expect(await countsOf(ids.pro)).toEqual({ views: 0, appearances: 1 })
    expect(await countsOf(ids.basic)).toEqual({ views: 0, appearances: 1 })
    await look(member, '/grant-experts/browse?sector=agriculture')
    // One row per expert and day, whatever the number of pages seen.
    await countsOf(ids.pro)
    const rows = await server.services.db.select().from(expertDailyCounts).where(eq(expertDailyCounts.expertId, ids.pro))
    expect(rows).toEqual([{ expertId: ids.pro, day: today(), profileViews: 0, searchAppearances: 2 }])
    // Not on the page: not counted.
    await look(member, '/grant-experts/browse?sector=health')
    expect((await countsOf(ids.pro)).appearances).toBe(2)
  })

  it('does not count bots, requests without a browser, staff, or an expert seeing themselves', async () => {
    await look(server.client(), '/grant-experts/browse?sector=agriculture', GOOGLEBOT)
    await look(server.client(), '/grant-experts/browse?sector=agriculture', null)
    await look(admin, '/grant-experts/browse?sector=agriculture')
    expect((await countsOf(ids.pro)).appearances).toBe(2)
    expect((await countsOf(ids.basic)).appearances).toBe(2)
    // The Pro expert browsing: the others on the page are counted, not them.
    await look(proClient, '/grant-experts/browse?sector=agriculture')
    expect((await countsOf(ids.pro)).appearances).toBe(2)
    expect((await countsOf(ids.basic)).appearances).toBe(3)
  })

  it('counts each profile view of the day, but not the expert’s own, staff’s or bots’', async () => {
    await look(member, `/grant-experts/${ids.pro}`)
    await look(member, `/grant-experts/${ids.pro}`)
    await look(server.client(), `/grant-experts/${ids.pro}`)
    expect((await countsOf(ids.pro)).views).toBe(3)
    await look(proClient, `/grant-experts/${ids.pro}`)
    await look(admin, `/grant-experts/${ids.pro}`)
    await look(server.client(), `/grant-experts/${ids.pro}`, GOOGLEBOT)
    await look(server.client(), `/grant-experts/${ids.pro}?tab=portfolio`, 'curl/8.5.0')
    expect((await countsOf(ids.pro)).views).toBe(3)
    // A HEAD request is not a look either.
    const head = await server.client().request(`/grant-experts/${ids.pro}`, { method: 'HEAD', headers: { 'User-Agent': BROWSER } })
    expect(head.status).toBe(200)
    expect((await countsOf(ids.pro)).views).toBe(3)
    expect((await countsOf(ids.basic)).views).toBe(0)
  })
})

describe('The analytics page', () => {
  const ids: Record<string, string> = {}
  const clients: Record<string, TestClient> = {}
  const months = lastMonths(new Date(), 12)
  /** A moment in the month `back` months before this one (0: this month). */
  const inMonth = (back: number, day = 2) => new Date(`${lastMonths(new Date(), back + 1)[0]}-0${day}T10:00:00Z`)

  beforeAll(async () => {
    const db = server.services.db
    const pro = await makeExpert(server, 'page-pro@example.org', { name: 'Pili Pro' })
    const elite = await makeExpert(server, 'page-elite@example.org', { name: 'Eshe Elite' })
    const basic = await makeExpert(server, 'page-basic@example.org', { name: 'Bahati Basic' })
    await setTier(pro.expertId, 'pro')
    await setTier(elite.expertId, 'elite')
    Object.assign(ids, { pro: pro.expertId, elite: elite.expertId, basic: basic.expertId })
    Object.assign(clients, { pro: pro.client, elite: elite.client, basic: basic.client })
    clients.member = await newMember(server, { email: 'page-member@example.org', name: 'Neema Member' })
    const { userId: memberId } = await organizationOf(server, 'page-member@example.org')

    // Daily counters: two days this month, one three months ago, one 13 months ago (out of the page).
    await db.insert(expertDailyCounts).values([
      { expertId: ids.pro, day: inMonth(0, 1).toISOString().slice(0, 10), profileViews: 5, searchAppearances: 40 },
      { expertId: ids.pro, day: inMonth(0, 2).toISOString().slice(0, 10), profileViews: 7, searchAppearances: 60 },
      { expertId: ids.pro, day: inMonth(3).toISOString().slice(0, 10), profileViews: 1234, searchAppearances: 9 },
      { expertId: ids.pro, day: inMonth(13).toISOString().slice(0, 10), profileViews: 999, searchAppearances: 999 },
      // Another expert's: never on the Pro expert's page.
      { expertId: ids.elite, day: inMonth(0, 1).toISOString().slice(0, 10), profileViews: 7777, searchAppearances: 8888 },
    ])
    // Requests to the Pro expert by name: three sent two months ago (two accepted, one declined
    // that month), one this month still open; a sector request (to no one by name) is not theirs.
    const request = (fields: Partial<typeof projectRequests.$inferInsert>) =>
      db
        .insert(projectRequests)
        .values({ grantSeekerId: memberId, projectTitle: 'Analytics request', projectDescription: 'x'.repeat(60), ...fields })
        .returning({ id: projectRequests.id })
    const [accepted] = await request({ expertId: ids.pro, createdAt: inMonth(2), status: 'accepted', acceptedExpertId: ids.pro, decidedAt: inMonth(2, 3) })
    await request({ expertId: ids.pro, createdAt: inMonth(2), status: 'accepted', acceptedExpertId: ids.pro, decidedAt: inMonth(2, 4) })
    await request({ expertId: ids.pro, createdAt: inMonth(2), status: 'declined', decidedAt: inMonth(2, 5) })
    await request({ expertId: ids.pro, createdAt: inMonth(0) })
    await request({ sector: 'health', createdAt: inMonth(0) })
    await request({ expertId: ids.elite, createdAt: inMonth(0), status: 'declined', decidedAt: inMonth(0) })
    // Earnings: a payout sent last month, one still pending (not earned yet).
    const [engagement] = await db.insert(engagements).values({ requestId: accepted.id, memberId, expertId: ids.pro }).returning({ id: engagements.id })
    const milestone = async (amountUsd: number) =>
      (await db.insert(milestones).values({ engagementId: engagement.id, title: 'Draft', amountUsd, status: 'released' }).returning({ id: milestones.id }))[0].id
    await db.insert(expertPayouts).values([
      { milestoneId: await milestone(1500), expertId: ids.pro, amountUsd: 1500, provider: 'sandbox', status: 'sent', sentAt: inMonth(1) },
      { milestoneId: await milestone(900), expertId: ids.pro, amountUsd: 900, provider: 'sandbox', status: 'pending' },
    ])
  })

  it('adds the counts up by month over the last 12 months', async () => {
    const analytics = await getExpertAnalytics(server.services.db, (await organizationOf(server, 'page-pro@example.org')).userId)
    expect(analytics?.kind).toBe('analytics')
    if (analytics?.kind !== 'analytics') return
    expect(analytics.months.map((m) => m.month)).toEqual(months)
    const month = (back: number) => analytics.months[11 - back]
    expect(month(0)).toMatchObject({ profileViews: 12, searchAppearances: 100, contactRequests: 1, accepted: 0, declined: 0, earningsUsd: 0 })
    expect(month(1)).toMatchObject({ profileViews: 0, earningsUsd: 1500 })
    expect(month(2)).toMatchObject({ contactRequests: 3, accepted: 2, declined: 1 })
    expect(month(3)).toMatchObject({ profileViews: 1234, searchAppearances: 9 })
    const total = analytics.months.reduce((sum, m) => sum + m.profileViews, 0)
    expect(total).toBe(1246)
  })

  it('shows a Pro expert their charts, each with its table, figures in the reader’s language', async () => {
    const html = await look(clients.pro, '/expert/analytics')
    const body = text(html)
    for (const title of ['Profile views', 'Search appearances', 'Contact requests', 'Acceptance rate', 'Earnings']) expect(body).toContain(title)
    const long = (back: number) => formatMonth(months[11 - back], 'long')
    expect(chartTable(html, 'profile-views').get(long(3))).toBe('1,234')
    expect(chartTable(html, 'profile-views').get(long(0))).toBe('12')
    expect(chartTable(html, 'search-appearances').get(long(0))).toBe('100')
    expect(chartTable(html, 'contact-requests').get(long(2))).toBe('3')
    expect(chartTable(html, 'acceptance-rate').get(long(2))).toBe('67%')
    expect(chartTable(html, 'acceptance-rate').get(long(0))).toBe('—')
    expect(chartTable(html, 'earnings').get(long(1))).toBe('$1,500')
    expect(chartTable(html, 'profile-views').size).toBe(12)
    // The totals: 12 months only (not the month 13 months back), the rate over every answer.
    expect(body).toContain('1,246')
    expect(body).toContain('67% (2 of 3)')
    // Nothing of another expert's.
    expect(body).not.toContain('7,777')
    expect(body).not.toContain('8,888')

    await clients.pro.post('/language', { language: 'fr', redirectTo: '/expert/analytics' })
    const french = await look(clients.pro, '/expert/analytics')
    await clients.pro.post('/language', { language: 'en', redirectTo: '/expert/analytics' })
    expect(text(french)).toContain('Vues du profil')
    const frLong = withLanguage('fr', () => formatMonth(months[8], 'long'))
    expect(chartTable(french, 'profile-views').get(frLong)).toBe('1\u202f234')
    expect(chartTable(french, 'earnings').get(withLanguage('fr', () => formatMonth(months[10], 'long')))).toMatch(/^1\s500\s\$US$/)
  })

  it('shows each expert only their own figures', async () => {
    const html = await look(clients.elite, '/expert/analytics')
    const views = chartTable(html, 'profile-views')
    expect(views.get(formatMonth(months[11], 'long'))).toBe('7,777')
    expect(text(html)).not.toContain('1,234')
    // The page takes no expert id: asking for another's gets one's own.
    const asked = await look(clients.elite, `/expert/analytics?expert=${ids.pro}&id=${ids.pro}`)
    expect(text(asked)).not.toContain('1,234')
    expect(chartTable(asked, 'profile-views').get(formatMonth(months[11], 'long'))).toBe('7,777')
  })

  it('shows a Basic expert what analytics are and where to get them, without any figure', async () => {
    await server.services.db.insert(expertDailyCounts).values({ expertId: ids.basic, day: today(), profileViews: 4321, searchAppearances: 6543 })
    const html = await look(clients.basic, '/expert/analytics')
    const body = text(html)
    expect(body).toContain('Analytics come with the Pro and Elite memberships')
    expect(body).toContain('Your Basic membership does not include analytics.')
    expect(html).not.toContain('data-testid="chart-')
    expect(body).not.toContain('4,321')
    expect(body).not.toContain('6,543')
    expect(html).toMatch(/href="\/grant-experts#expert-tiers"/)
    // Counting goes on: the same expert upgraded sees the days before.
    await setTier(ids.basic, 'pro')
    expect(chartTable(await look(clients.basic, '/expert/analytics'), 'profile-views').get(formatMonth(months[11], 'long'))).toBe('4,321')
    await setTier(ids.basic, 'basic')
  })

  it('shows nothing to a Pro expert whose membership is no longer in force', async () => {
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(experts.id, ids.pro))
    const html = await look(clients.pro, '/expert/analytics')
    expect(text(html)).toContain('Analytics show while a Pro or Elite membership is in force.')
    expect(html).not.toContain('data-testid="chart-')
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() + 300 * 86_400_000) })
      .where(eq(experts.id, ids.pro))
  })

  it('sends members who are not experts to apply, and visitors to sign in', async () => {
    const member = await clients.member.get('/expert/analytics')
    expect(member.status).toBe(302)
    expect(member.headers.get('Location')).toBe('/become-grant-expert')
    const visitor = await server.client().get('/expert/analytics')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fexpert%2Fanalytics/)
  })

  it('links the workspace to the analytics, and lists analytics in the Pro membership without “Coming soon”', async () => {
    expect(await look(clients.pro, '/expert')).toMatch(/<a[^>]*href="\/expert\/analytics"[^>]*>Your analytics<\/a>/)
    const landing = text(await look(server.client(), '/grant-experts'))
    expect(landing).toContain('Profile analytics')
    expect(landing).not.toMatch(/Profile analytics\s*Coming soon/)
  })
})
