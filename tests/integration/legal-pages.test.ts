import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, notifications, scheduledEmails, user } from '../../app/db/schema/index.ts'
import { CONTACT_RATE_LIMIT } from '../../app/catalog/limits.ts'
import { scanContactMessages } from '../../app/jobs/contact-messages.server.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor, STANDARD_STEPS } from '../support/verification.ts'

let server: TestServer
let admin: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'ada@example.org', 'Ada Admin')
  await signedInAdmin(server, 'kofi@example.org', 'Kofi Admin')
})
afterAll(() => server?.close())

const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
const h1Of = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')
const contactForm = (fields: Partial<Record<'name' | 'email' | 'topic' | 'message', string>> = {}) => ({
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.org',
  topic: 'verification',
  message: 'How long does a Standard verification take once we have paid?',
  ...fields,
})
const storedMessages = () => server.services.db.select().from(contactMessages)

describe('Footer', () => {
  it('links only to real pages, each answering 200 with its own heading and title', async () => {
    const links = hrefs(footerOf((await server.client().page('/')).html)).filter((href) => href.startsWith('/'))
    expect(links).toEqual(expect.arrayContaining(['/about', '/contact', '/help', '/privacy', '/terms', '/cookies', '/refund-policy', '/grant-experts', '/how-it-works', '/trust-center']))
    for (const href of links) {
      const { status, html } = await server.client().page(href)
      expect(status, href).toBe(200)
      expect(h1Of(html).length, href).toBeGreaterThan(3)
      expect(titleOf(html), href).not.toBe('')
      const hash = href.split('#')[1]
      if (hash) expect(html, href).toContain(`id="${hash}"`)
    }
  })

  it('has no dead anchors, no pages not worth having and no fake social links', async () => {
    const footer = footerOf((await server.client().page('/')).html)
    expect(hrefs(footer).filter((href) => href.startsWith('#'))).toEqual([])
    for (const gone of ['Blog', 'Careers', 'Documentation', 'Your Privacy Choices', 'x.com', 'linkedin.com', 'facebook.com', 'youtube.com']) expect(footer).not.toContain(gone)
  })
})

describe('Trust and legal pages', () => {
  it('each has a proper title and a heading', async () => {
    const pages: Array<[string, string]> = [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/cookies', 'Cookie Policy'],
      ['/refund-policy', 'Refund Policy'],
      ['/about', 'About Harambee'],
      ['/contact', 'Contact us'],
      ['/help', 'Help Center'],
      ['/grant-experts', 'Work with a verified grant expert'],
    ]
    for (const [path, heading] of pages) {
      const { status, html } = await server.client().page(path)
      expect(status, path).toBe(200)
      expect(h1Of(html), path).toBe(heading)
      expect(titleOf(html), path).toMatch(/Harambee/)
    }
  })

  it('the refund policy states the 30-day rule and the catalogue’s prices', async () => {
    const body = text((await server.client().page('/refund-policy')).html)
    expect(body).toContain('If your application is rejected: the 30-day rule')
    expect(body).toContain('For 30 days from the moment of the decision you can choose one of two things')
    expect(body).toContain('A verification fee ($150–$999)')
    expect(body).toContain('Pro ($348 a year) and Premium ($948 a year) are bought for one year and are not refunded once paid')
    expect(body).toContain('the second payment is refunded automatically')
  })

  it('the terms say the white-glove fee is Harambee’s platform fee, from unrestricted funds, and the expert is paid a fixed fee (ADR 079)', async () => {
    const body = text((await server.client().page('/terms')).html)
    expect(body).toContain('Grant experts and white-glove help')
    expect(body).toContain('charges your organization a platform fee of 3% of the amount awarded, invoiced once')
    expect(body).toContain('pay it from your unrestricted funds, never from the grant’s budget')
    expect(body).toContain('pays the expert a fixed fee agreed with them before the work starts, whatever the outcome, and never a share of your grant')
  })

  it('the privacy policy says what is stored, for how long, who sees verification documents and how to delete an account', async () => {
    const { html } = await server.client().page('/privacy')
    const body = text(html)
    for (const s of ['What we store', 'How long we keep it', 'Who sees verification documents', 'Deleting your account']) expect(body).toContain(s)
    expect(body).toContain('Only signed-in members of your own organization and our reviewers (administrators) can open them')
    expect(body).toContain('Funders, other members and visitors never see your documents')
    expect(html).toContain('id="delete-account"')
    expect(html).toContain('href="/contact"')
  })

  it('the cookie policy lists every cookie the app sets', async () => {
    const body = text((await server.client().page('/cookies')).html)
    const set = new Set<string>()
    const maxAge = new Map<string, string | undefined>()
    const collect = (response: Response) => {
      for (const c of response.headers.getSetCookie()) {
        set.add(c.split('=')[0])
        if (!maxAge.has(c.split('=')[0])) maxAge.set(c.split('=')[0], c.match(/Max-Age=(\d+)/i)?.[1])
      }
    }
    const client = server.client()
    collect(await client.post('/theme', { theme: 'dark', redirectTo: '/' }))
    collect(await client.post('/data-saver', { dataSaver: 'on', redirectTo: '/' }))
    collect(await client.post('/language', { language: 'en', redirectTo: '/' }))
    collect(await client.post('/auth', { intent: 'login', email: 'ada@example.org', password: 'Str0ng!Passw0rd' }))
    const dashboard = await client.get('/dashboard')
    collect(dashboard)
    // The stylesheet file, as the browser prefetches it after a first page (ADR 066).
    const stylesheet = (await dashboard.text()).match(/<link rel="prefetch" href="(\/assets\/[^"]+\.css)"/)?.[1]
    collect(await client.get(stylesheet ?? '/missing.css'))
    expect([...set].sort()).toEqual(['better-auth.session_token', 'data-saver', 'flash', 'lang', 'stylesheet', 'theme'])
    // The lifetimes the page states: 7 days, 60 seconds, 1 year.
    expect(Object.fromEntries(maxAge)).toEqual({
      theme: String(365 * 86400),
      'data-saver': String(365 * 86400),
      lang: String(365 * 86400),
      stylesheet: String(365 * 86400),
      'better-auth.session_token': String(7 * 86400),
      flash: '60',
    })
    expect(body).toMatch(/stylesheet .*How long it lasts: 1 year/)
    expect(body).toMatch(/better-auth\.session_token .*How long it lasts: 7 days after you last used the site/)
    expect(body).toMatch(/flash .*How long it lasts: 60 seconds/)
    expect(body).toMatch(/theme .*How long it lasts: 1 year/)
    expect(body).toMatch(/lang .*How long it lasts: 1 year/)
    expect(body).toMatch(/data-saver .*How long it lasts: 1 year/)
    for (const name of [...set, 'better-auth.state']) expect(body).toContain(name)
    expect(body).toContain('There are no advertising, analytics or tracking cookies')
  })

  it('the cookie policy lists the cookie Google sign-in sets, with its lifetime', async () => {
    const google = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-secret' } })
    try {
      const response = await google.client().post('/auth', { intent: 'google' })
      const set = response.headers.getSetCookie().map((c) => ({ name: c.split('=')[0], maxAge: c.match(/Max-Age=(\d+)/i)?.[1] }))
      expect(set).toEqual([{ name: 'better-auth.state', maxAge: '300' }])
      expect(text((await google.client().page('/cookies')).html)).toMatch(/better-auth\.state .*How long it lasts: 5 minutes/)
    } finally {
      await google.close()
    }
  })

  it('the help center has a section for search, verification, plans and payments', async () => {
    const { html } = await server.client().page('/help')
    for (const id of ['search', 'verification', 'plans', 'payments', 'account']) expect(html).toContain(`id="${id}"`)
    for (const href of ['/discover', '/get-verified', '/refund-policy', '/contact']) expect(html).toContain(`href="${href}"`)
  })
})

describe('Sign-up and payment steps link to the terms', () => {
  it('sign-up says “By continuing you agree to our Terms of Service and Privacy Policy” with real links', async () => {
    const { html } = await server.client().page('/auth?tab=signup')
    expect(text(html)).toMatch(/By continuing you agree to our Terms of Service and Privacy Policy ?\./)
    expect(html).toMatch(/href="\/terms"[^>]*>Terms of Service/)
    expect(html).toMatch(/href="\/privacy"[^>]*>Privacy Policy/)
  })

  it('the plans on the home page link to the Terms of Service and the Refund Policy', async () => {
    const html = (await server.client().page('/')).html
    const main = html.slice(0, html.indexOf('<footer'))
    expect(text(main)).toMatch(/Payments follow our Terms of Service and Refund Policy ?\./)
    expect(main).toContain('href="/refund-policy"')
    expect(main).toContain('href="/terms"')
  })
  it('the verification payment step and the checkout link to the Terms of Service and the Refund Policy', async () => {
    const member = await newMember(server, { email: 'payer@example.org' })
    const { path } = await applyFor(member, 'basic')
    for (const step of STANDARD_STEPS.slice(0, 3)) expect((await member.post(path, step)).status).toBe(303)
    const payStep = (await member.page(`${path}?step=4`)).html
    expect(text(payStep)).toContain('Step 4 of 4: Pay & Submit')
    expect(text(payStep)).toMatch(/Payments follow our Terms of Service and Refund Policy ?\./)
    const checkout = (await member.post(path, { intent: 'pay', step: '4' })).headers.get('Location')!.replace(server.url, '')
    const { html } = await member.page(checkout)
    expect(text(html)).toContain('Test checkout')
    expect(text(html)).toMatch(/Payments follow our Terms of Service and Refund Policy ?\./)
    const main = html.slice(0, html.indexOf('<footer'))
    expect(main).toContain('href="/terms"')
    expect(main).toContain('href="/refund-policy"')
  })
})

describe('Contact form', () => {
  it('stores the message, notifies every admin in the app and emails each of them once', async () => {
    const visitor = server.client()
    const response = await visitor.post('/contact', contactForm())
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/contact?sent=1')
    const page = await visitor.follow(response)
    expect(text(page.html)).toContain('Thank you: your message has been sent')
    const [stored] = await storedMessages()
    expect(stored).toMatchObject({ name: 'Wanjiru Kamau', email: 'wanjiru@example.org', topic: 'verification', userId: null })

    for (const email of ['ada@example.org', 'kofi@example.org']) {
      const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
      const notes = await server.services.db.select().from(notifications).where(eq(notifications.userId, row.id))
      expect(notes.map((n) => n.messageId)).toContain('notifications.contactMessage')
    }
    expect(text((await admin.page('/notifications')).html)).toContain('New contact message from Wanjiru Kamau about “Verification”.')

    const jobs = inlineJobServices(server)
    await scanContactMessages.handler({}, jobs)
    await scanContactMessages.handler({}, jobs)
    const outbox = (await server.services.mailer.listOutbox()).filter((m) => m.subject === 'New contact message: Verification')
    expect(outbox.map((m) => m.to).sort()).toEqual(['ada@example.org', 'kofi@example.org'])
    expect(outbox[0].text).toContain('Wanjiru Kamau <wanjiru@example.org>')
    expect(outbox[0].text).toContain('How long does a Standard verification take once we have paid?')
    const unsent = (await server.services.db.select().from(scheduledEmails).where(eq(scheduledEmails.kind, 'contact'))).filter((r) => !r.sentAt)
    expect(unsent).toEqual([])
  })

  it('fills in the name and email of a signed-in member and links the message to the account', async () => {
    const member = await newMember(server, { email: 'amina@example.org', name: 'Amina Odhiambo' })
    const { html } = await member.page('/contact')
    expect(html).toMatch(/id="name"[^>]*value="Amina Odhiambo"|value="Amina Odhiambo"[^>]*id="name"/)
    expect(html).toMatch(/id="email"[^>]*value="amina@example.org"|value="amina@example.org"[^>]*id="email"/)
    await member.post('/contact', contactForm({ name: 'Amina Odhiambo', email: 'amina@example.org', message: 'Please help me correct our registration number.' }))
    const [me] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'amina@example.org'))
    const mine = (await storedMessages()).filter((m) => m.userId === me.id)
    expect(mine).toHaveLength(1)
  })

  it('shows every field’s error at once with a summary, keeps what was typed and stores nothing', async () => {
    const before = (await storedMessages()).length
    const response = await server.client().post('/contact', contactForm({ name: 'W', email: 'not-an-email', message: 'Too short' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    const alerts = messages(html, 'alert').join(' ')
    expect(alerts).toContain('There is a problem')
    for (const message of ['Your name must be at least 2 characters', t('validation.invalidEmail'), 'Your message must be at least 20 characters']) {
      expect(alerts).toContain(message)
      expect(text(html).split(message).length - 1).toBe(2) // once in the summary, once beside the field
    }
    expect(html).toContain('href="#name"')
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('>Too short</textarea>')
    expect((await storedMessages()).length).toBe(before)
  })

  it(`accepts ${CONTACT_RATE_LIMIT.attempts} messages an hour from one client, then says to wait`, async () => {
    const before = (await storedMessages()).length
    const client = server.client()
    for (let i = 0; i < CONTACT_RATE_LIMIT.attempts; i++) expect((await client.post('/contact', contactForm({ message: `Follow-up number ${i} about our application.` }))).status).toBe(303)
    const refused = await client.post('/contact', contactForm({ message: 'One message too many about our application.' }))
    expect(refused.status).toBe(429)
    const html = await refused.text()
    expect(text(html)).toContain('You have sent several messages in a short time. Please wait an hour before sending another.')
    expect(html).toContain('One message too many about our application.')
    expect((await storedMessages()).length).toBe(before + CONTACT_RATE_LIMIT.attempts)
    expect((await server.client().post('/contact', contactForm())).status).toBe(303)
  })
})

describe('Contact messages for admins', () => {
  it('lists the messages for admins, newest first, and turns members and visitors away', async () => {
    const { status, html } = await admin.page('/admin/messages')
    expect(status).toBe(200)
    const body = text(html)
    expect(body).toContain('Wanjiru Kamau &lt;wanjiru@example.org&gt; Topic Verification')
    expect(body).toContain('How long does a Standard verification take once we have paid?')
    expect(body.indexOf('Follow-up number 4')).toBeLessThan(body.indexOf('Follow-up number 0'))
    expect(html).toContain('href="mailto:wanjiru@example.org"')
    expect(text((await admin.page('/admin')).html)).toContain('Contact messages')

    const member = await newMember(server, { email: 'curious@example.org' })
    const denied = await member.get('/admin/messages')
    expect(denied.headers.get('Location')).toBe('/dashboard')
    const visitor = await server.client().get('/admin/messages')
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fadmin%2Fmessages/)
  })
})
