import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expertTierHas } from '../../app/catalog/expert-membership.ts'
import { experts, newsletterDeliveries, newsletterIssues, newsletterSubscriptions, profiles, user } from '../../app/db/schema/index.ts'
import { pickFeaturedExperts } from '../../app/domain/newsletter/pick-featured-experts.server.ts'
import { sendNewsletter } from '../../app/domain/newsletter/send-newsletter.server.ts'
import { SEND_NEWSLETTER_JOB } from '../../app/domain/newsletter/start-newsletter-send.server.ts'
import { JOBS } from '../../app/jobs/index.server.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { insertExpert } from '../support/directory.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The members' newsletter (issue 28 §2, ADR 075): members opt in on their preferences, staff write
 * an issue, preview it in five languages and send it; each opted-in member gets it once, in their
 * language, featuring only Pro and Elite experts listed now; one click unsubscribes.
 */
let server: TestServer
let admin: TestClient
let amina: TestClient
let jean: TestClient
const ids: Record<string, string> = {}

const outboxTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && m.subject.startsWith('News'))
const subscription = async (email: string) => {
  const [row] = await server.services.db
    .select({ sub: newsletterSubscriptions })
    .from(newsletterSubscriptions)
    .innerJoin(user, eq(user.id, newsletterSubscriptions.userId))
    .where(eq(user.email, email))
  return row?.sub ?? null
}
const preferences = (client: TestClient, extra: Record<string, string> = {}) => client.post('/profile', { intent: 'preferences', theme: 'system', matchAlertFrequency: 'weekly', ...extra })
/** The id of the issue the admin was sent to after creating it. */
const issueIdOf = (response: Response) => response.headers.get('Location')!.split('/').pop()!

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server.services
  admin = await signedInAdmin(server, 'newsletter-admin@example.org', 'Ada Admin')
  amina = await newMember(server, { email: 'amina@example.org', name: 'Amina Wanjiru' })
  jean = await newMember(server, { email: 'jean@example.org', name: 'Jean Mukendi' })
  await newMember(server, { email: 'silent@example.org', name: 'Silent Member' })
  // Jean reads in French.
  await db
    .update(profiles)
    .set({ language: 'fr' })
    .where(eq(profiles.userId, (await organizationOf(server, 'jean@example.org')).userId))
  // Experts of every sort (made directly, without accounts to sign in): only the listed, real Pro and Elite ones may be featured.
  const day = 86_400_000
  ids.pro = await insertExpert(db, { name: 'Pro Expert', tier: 'pro', createdAt: new Date(Date.now() - 3 * day) })
  ids.elite = await insertExpert(db, { name: 'Elite Expert', tier: 'elite', createdAt: new Date(Date.now() - 2 * day) })
  ids.basic = await insertExpert(db, { name: 'Basic Expert', tier: 'basic' })
  ids.expired = await insertExpert(db, { name: 'Expired Expert', tier: 'pro', expiresAt: new Date(Date.now() - day) })
  ids.unlisted = await insertExpert(db, { name: 'Unlisted Expert', tier: 'pro', membership: 'inactive' })
  ids.sample = await insertExpert(db, { name: 'Sample Expert', tier: 'elite' })
  await db.update(experts).set({ isDemo: true }).where(eq(experts.id, ids.sample))
})
afterAll(async () => {
  await server?.close()
})

describe('Members opt in to the newsletter', () => {
  it('is off by default, and ticking it on the preferences records the consent with its date', async () => {
    expect(await subscription('amina@example.org')).toBeNull()
    const page = await amina.page('/profile?tab=preferences')
    expect(text(page.html)).toContain('Monthly newsletter: news from the team and featured grant experts')
    expect(page.html).not.toMatch(/name="newsletter"[^>]*checked/)
    const before = Date.now()
    expect((await preferences(amina, { newsletter: 'on' })).status).toBe(302)
    const sub = await subscription('amina@example.org')
    expect(sub).toMatchObject({ consentedVia: 'profile', withdrawnAt: null })
    expect(sub!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(text((await amina.page('/profile?tab=preferences')).html)).toContain('You agreed to receive it on')
    // Saving the preferences again keeps the date of the consent.
    await preferences(amina, { newsletter: 'on' })
    expect((await subscription('amina@example.org'))!.consentedAt).toEqual(sub!.consentedAt)
  })

  it('unticking it records the withdrawal beside the consent', async () => {
    await preferences(jean, { newsletter: 'on' })
    await preferences(jean, {})
    expect(await subscription('jean@example.org')).toMatchObject({ withdrawnVia: 'profile' })
    expect((await subscription('jean@example.org'))!.withdrawnAt).not.toBeNull()
    await preferences(jean, { newsletter: 'on' })
    expect(await subscription('jean@example.org')).toMatchObject({ withdrawnAt: null, withdrawnVia: null })
  })
})

describe('Staff prepare, preview and send an issue', () => {
  let issueId: string

  it('features only Pro and Elite experts listed now, never a sample profile, a Basic one or a lapsed one', async () => {
    expect(expertTierHas('pro', 'newsletter_feature')).toBe(true)
    expect(expertTierHas('elite', 'newsletter_feature')).toBe(true)
    expect(expertTierHas('basic', 'newsletter_feature')).toBe(false)
    const featured = await pickFeaturedExperts(server.services.db)
    expect(featured.map((e) => e.id).sort()).toEqual([ids.pro, ids.elite].sort())
  })

  it('an issue is written, previewed in the five languages as the email, and one expert can be left out', async () => {
    const created = await admin.post('/admin/newsletter', { subject: 'News from Harambee: November', intro: 'Forty new grants opened this month.\n\nOur team visited Kisumu.' })
    expect(created.status).toBe(302)
    issueId = issueIdOf(created)
    const page = text((await admin.page(`/admin/newsletter/${issueId}`)).html)
    expect(page).toContain('Pro Expert')
    expect(page).toContain('Elite Expert')
    for (const absent of ['Basic Expert', 'Sample Expert', 'Expired Expert', 'Unlisted Expert']) expect(page).not.toContain(absent)
    expect(page).toContain('Send to 2 members')
    // The text version in French, then the HTML in each language.
    expect(text((await admin.page(`/admin/newsletter/${issueId}?language=fr`)).html)).toContain('Bonjour Ada Admin')
    const greetings = { en: 'Hello Ada Admin', fr: 'Bonjour Ada Admin', pt: 'Olá, Ada Admin', sw: 'Habari Ada Admin', ar: 'مرحبًا Ada Admin' }
    for (const [language, greeting] of Object.entries(greetings)) {
      const response = await admin.request(`/admin/newsletter/${issueId}/preview/${language}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Security-Policy')).toContain('sandbox')
      const html = await response.text()
      expect(html.match(/<html[^>]*>/)?.[0]).toContain(`lang="${language}"`)
      expect(text(html)).toContain(greeting)
      expect(text(html)).toContain('Forty new grants opened this month.')
      expect(html).toContain(`/grant-experts/${ids.elite}`)
    }
    expect((await admin.request(`/admin/newsletter/${issueId}/preview/de`)).status).toBe(404)
    // Leaving the Elite expert out: the issue features the Pro one alone.
    expect((await admin.post(`/admin/newsletter/${issueId}`, { intent: 'exclude', expertId: ids.elite })).status).toBe(302)
    const after = text((await admin.page(`/admin/newsletter/${issueId}`)).html)
    expect(after).not.toContain('Elite Expert')
    expect(after).toContain('1 expert left out.')
  })

  it('sending needs the confirmation, then goes to each opted-in member once, in their language, with one-click unsubscribe headers', async () => {
    const refused = await admin.post(`/admin/newsletter/${issueId}`, { intent: 'send' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('Tick the box to confirm that the issue may go out.')
    expect(await server.services.db.select().from(newsletterDeliveries)).toHaveLength(0)

    const sent = await admin.post(`/admin/newsletter/${issueId}`, { intent: 'send', confirm: 'on' })
    expect(sent.status).toBe(302)
    // The queue is not running in this test: the scan queues the send, and the job runs it.
    const services = inlineJobServices(server)
    await JOBS.find((j) => j.id === 'newsletter.scan')!.handler({}, services)
    expect(services.queued).toEqual([SEND_NEWSLETTER_JOB])

    const [toAmina] = await outboxTo('amina@example.org')
    expect(toAmina.subject).toBe('News from Harambee: November')
    expect(toAmina.text).toContain('Hello Amina Wanjiru')
    expect(toAmina.text).toContain(`/grant-experts/${ids.pro}`)
    expect(toAmina.text).not.toContain(`/grant-experts/${ids.elite}`)
    expect(toAmina.html).toContain('Forty new grants opened this month.')
    const [toJean] = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'jean@example.org')
    expect(toJean.text).toContain('Bonjour Jean Mukendi')
    expect(toJean.text).toContain('Les experts en subventions à la une ce mois-ci')
    expect((await server.services.mailer.listOutbox()).filter((m) => m.to === 'silent@example.org')).toHaveLength(0)
    // RFC 8058: the link to post to, and the header that says one click is enough.
    // Headers unfolded (a long one continues on indented lines).
    const eml = (await readFile(path.join(server.dataDir, 'outbox', `${toAmina.id}.eml`), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')
    expect(eml).toMatch(/^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?u=[^>]+k=newsletter[^>]+>/m)
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

    const progress = text((await admin.page(`/admin/newsletter/${issueId}`)).html)
    expect(progress).toContain('2 of 2 done · 2 sent')
    expect(progress).toContain('Sent')
    // Run again, and the button pressed again: nobody gets a second copy.
    await sendNewsletter(services, issueId)
    const again = await admin.post(`/admin/newsletter/${issueId}`, { intent: 'send', confirm: 'on' })
    expect(again.headers.getSetCookie().join()).toContain('newsletter.admin.notDraft')
    const all = await server.services.mailer.listOutbox()
    expect(all.filter((m) => m.to === 'amina@example.org' || m.to === 'jean@example.org')).toHaveLength(2)
    const [issue] = await server.services.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
    expect(issue).toMatchObject({ status: 'sent', recipients: 2, featuredExpertIds: [ids.pro] })
  })

  it('the next issue features first the expert featured least often (fair rotation)', async () => {
    const [first] = await pickFeaturedExperts(server.services.db, { limit: 1 })
    expect(first.id).toBe(ids.elite)
  })

  it('resumes after a killed worker: a lapsed lease is taken over, and nobody is sent it twice', async () => {
    for (const email of ['resume-1@example.org', 'resume-2@example.org', 'resume-3@example.org']) {
      const client = await newMember(server, { email, name: 'Resume Reader' })
      await preferences(client, { newsletter: 'on' })
    }
    const created = await admin.post('/admin/newsletter', { subject: 'News: resumed', intro: 'A second issue.' })
    const id = issueIdOf(created)
    await admin.post(`/admin/newsletter/${id}`, { intent: 'send', confirm: 'on' })
    const { db } = server.services
    const rows = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id))
    expect(rows).toHaveLength(5)
    // A worker leased one recipient and was killed before sending: its lease still runs.
    const killed = rows[0].userId
    await db
      .update(newsletterDeliveries)
      .set({ claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(newsletterDeliveries.userId, killed))
    const services = inlineJobServices(server)
    expect(await sendNewsletter(services, id)).toEqual({ sent: 4, skipped: 0 })
    expect(text((await admin.page(`/admin/newsletter/${id}`)).html)).toContain('4 of 5 done · 4 sent')
    // Its lease lapses: the next run (the scan's) sends that one, and only that one.
    await db
      .update(newsletterDeliveries)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(newsletterDeliveries.userId, killed))
    expect(await sendNewsletter(services, id)).toEqual({ sent: 1, skipped: 0 })
    const outbox = (await server.services.mailer.listOutbox()).filter((m) => m.subject === 'News: resumed')
    expect(outbox).toHaveLength(5)
    expect(new Set(outbox.map((m) => m.to)).size).toBe(5)
    expect((await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0].status).toBe('sent')
  })
})

describe('One-click unsubscribe', () => {
  it('works from the mail program without signing in, is recorded, and the next issue is not sent', async () => {
    const [mail] = await outboxTo('amina@example.org')
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\S+/)![0]
    // Opening the link asks; it changes nothing (mail scanners open links).
    expect(text((await server.client().page(link.replace(server.url, ''))).html)).toContain('Stop newsletter emails?')
    expect(await subscription('amina@example.org')).toMatchObject({ withdrawnAt: null })
    const oneClick = await fetch(link, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.google.com' },
      redirect: 'manual',
    })
    expect(oneClick.status).toBe(200)
    expect(await subscription('amina@example.org')).toMatchObject({ withdrawnVia: 'link', consentedVia: 'profile' })
    expect(text((await amina.page('/profile?tab=preferences')).html)).not.toContain('You agreed to receive it on')
    // A forged signature changes nothing.
    const forged = await fetch(link.replace(/s=[^&]+/, 's=forged'), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(forged.status).toBe(400)

    const created = await admin.post('/admin/newsletter', { subject: 'News: after', intro: 'A third issue.' })
    const id = issueIdOf(created)
    await admin.post(`/admin/newsletter/${id}`, { intent: 'send', confirm: 'on' })
    await sendNewsletter(inlineJobServices(server), id)
    const third = (await server.services.mailer.listOutbox()).filter((m) => m.subject === 'News: after').map((m) => m.to)
    expect(third).toContain('jean@example.org')
    expect(third).not.toContain('amina@example.org')
  })

  it('a member who unsubscribes after sending started is skipped, and counted as such', async () => {
    const created = await admin.post('/admin/newsletter', { subject: 'News: skipped', intro: 'A fourth issue.' })
    const id = issueIdOf(created)
    await admin.post(`/admin/newsletter/${id}`, { intent: 'send', confirm: 'on' })
    await preferences(jean, {})
    expect(await sendNewsletter(inlineJobServices(server), id)).toMatchObject({ skipped: 1 })
    expect((await server.services.mailer.listOutbox()).filter((m) => m.subject === 'News: skipped').map((m) => m.to)).not.toContain('jean@example.org')
    expect(text((await admin.page(`/admin/newsletter/${id}`)).html)).toContain('1 member unsubscribed before their turn and was not sent it.')
  })
})

describe('Only staff prepare the newsletter', () => {
  it('members are turned away and nothing is created', async () => {
    for (const path of ['/admin/newsletter', `/admin/newsletter/${ids.pro}`, `/admin/newsletter/${ids.pro}/preview/en`]) {
      const response = await amina.get(path)
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/dashboard')
    }
    const before = await server.services.db.select().from(newsletterIssues)
    const posted = await amina.post('/admin/newsletter', { subject: 'Hijacked', intro: 'Not staff.' })
    expect(posted.headers.get('Location')).toBe('/dashboard')
    expect(await server.services.db.select().from(newsletterIssues)).toEqual(before)
    const visitor = await server.client().get('/admin/newsletter')
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })

  it('an issue that does not exist is 404', async () => {
    expect((await admin.get('/admin/newsletter/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await admin.get('/admin/newsletter/not-an-id')).status).toBe(404)
  })
})
