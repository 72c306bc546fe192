import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, profiles, user } from '../../app/db/schema/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { GOOD_PASSWORD, latestLinkTo, newMember, signUpThroughForm } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const LANGUAGES = ['en', 'fr', 'pt', 'ar', 'sw'] as const
type Language = (typeof LANGUAGES)[number]
/** A message as the catalogue writes it, in a language (tests compare pages with the catalogue's own words). */
const words = (language: Language, id: string) => Object.assign({}, ...Object.values(CATALOGUES[language]))[id] as string

let server: TestServer
let grantId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Clean Water for Schools' })] })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
})
afterAll(() => server?.close())

async function inLanguage(language: Language): Promise<TestClient> {
  const client = server.client()
  const response = await client.post('/language', { language, redirectTo: '/discover' })
  expect(response.status).toBe(303)
  expect(response.headers.get('Location')).toBe('/discover')
  return client
}

function htmlTag(html: string) {
  return html.match(/<html[^>]*>/)![0]
}

describe('The language of a page', () => {
  it.each(LANGUAGES)('renders /, /discover, /grant/{id} and /auth in %s with its own words, lang and dir', async (language) => {
    const client = await inLanguage(language)
    const pages: Array<[string, string]> = [
      ['/', 'nav.discover'],
      ['/discover', 'discover.searchLabel'],
      [`/grant/${grantId}`, 'grant.applyNow'],
      ['/auth', 'auth.loginTab'],
    ]
    for (const [path, id] of pages) {
      const { status, html } = await client.page(path)
      expect(status, path).toBe(200)
      expect(htmlTag(html)).toContain(`lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
      expect(text(html), `${path} in ${language}`).toContain(words(language, id))
    }
  })

  it.each(LANGUAGES)('renders the dashboard of a member who signed up in %s in that language', async (language) => {
    const client = await inLanguage(language)
    const email = `dashboard.${language}@example.org`
    expect((await client.post('/auth', { intent: 'signup', name: 'Member Name', orgName: '', email, password: GOOD_PASSWORD })).status).toBe(200)
    expect((await client.get(await latestLinkTo(server, email))).status).toBe(302)
    const { status, html } = await client.page('/dashboard')
    expect(status).toBe(200)
    expect(htmlTag(html)).toContain(`lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
    expect(text(html)).toContain(words(language, 'dashboard.title'))
  })

  it('follows Accept-Language when nothing was chosen, the switcher’s cookie over it, and English otherwise', async () => {
    const header = (value: string) =>
      server
        .client()
        .request('/discover', { headers: { 'Accept-Language': value } })
        .then((r) => r.text())
    expect(htmlTag(await header('fr-CI,fr;q=0.9,en;q=0.5'))).toContain('lang="fr"')
    expect(htmlTag(await header('de-DE,pt-MZ;q=0.8'))).toContain('lang="pt"')
    expect(htmlTag(await header('de-DE'))).toContain('lang="en"')
    expect(htmlTag((await server.client().page('/discover')).html)).toContain('lang="en"')
    const chosen = await inLanguage('sw')
    const response = await chosen.request('/discover', { headers: { 'Accept-Language': 'fr' } })
    expect(htmlTag(await response.text())).toContain('lang="sw"')
  })

  it('sends the browser only the current language’s messages for the page', async () => {
    const { html } = await (await inLanguage('fr')).page('/discover')
    expect(html).toContain(JSON.stringify(words('fr', 'discover.searchLabel')).slice(1, -1))
    expect(html).not.toContain(words('en', 'discover.searchLabel'))
    // The help page's texts and the admin's never reach /discover.
    expect(html).not.toContain('admin.grantTitle')
    expect(html).not.toContain('help.searchSave')
  })

  it('ignores an unknown language and never leaves the site', async () => {
    const client = server.client()
    const response = await client.post('/language', { language: 'xx', redirectTo: '//evil.example' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/')
    expect(client.cookie('lang')).toBeUndefined()
  })
})

describe('A member’s language', () => {
  it('shows sign-up errors in French to a French visitor', async () => {
    const client = await inLanguage('fr')
    const response = await client.post('/auth', { intent: 'signup', name: 'Awa Diop', orgName: '', email: 'awa@example.org', password: 'short' })
    const alerts = messages(await response.text(), 'alert')
    expect(alerts).toContain(words('fr', 'validation.passwordMin'))
    expect(alerts.join(' ')).not.toMatch(/Password must/)
  })

  it('keeps the language chosen before sign-up in the profile, and follows the profile afterwards', async () => {
    const client = await inLanguage('pt')
    const response = await client.post('/auth', { intent: 'signup', name: 'Ana Machava', orgName: 'Associação Esperança', email: 'ana@example.org', password: GOOD_PASSWORD })
    expect(response.status).toBe(200)
    const [row] = await server.services.db.select({ language: profiles.language, id: user.id }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.email, 'ana@example.org'))
    expect(row.language).toBe('pt')
    // The verification email is in Portuguese too.
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'ana@example.org')!
    expect(mail.subject).not.toMatch(/Verify/)
    await client.get(await latestLinkTo(server, 'ana@example.org'))
    const dashboard = await client.page('/dashboard')
    expect(htmlTag(dashboard.html)).toContain('lang="pt"')
    expect(text(dashboard.html)).toContain(words('pt', 'dashboard.title'))
  })

  it('gives a browser the whole layout again when signing in switches it to the profile’s language', async () => {
    const member = await signUpThroughForm(server, { email: 'koffi@example.org', name: 'Koffi Mensah' })
    await member.post('/language', { language: 'fr', redirectTo: '/dashboard' })
    // Another browser, in English, signs in as the French member: the next page's data (a client-side
    // navigation) brings the layout's messages in French too, and the cookie follows the profile.
    const browser = await inLanguage('en')
    expect((await browser.post('/auth', { intent: 'login', email: 'koffi@example.org', password: GOOD_PASSWORD })).status).toBe(302)
    const first = await browser.get('/dashboard.data')
    expect(first.status).toBe(200)
    const data = await first.text()
    expect(data).toContain('nav.discover')
    expect(data).toContain(words('fr', 'nav.discover'))
    expect(browser.cookie('lang')).toBe('fr')
    // From then on a navigation brings only the next page's own messages.
    const next = await (await browser.get('/discover.data')).text()
    expect(next).toContain('discover.searchLabel')
    expect(next).not.toContain('nav.discover')
  })

  it('shows the dashboard in Arabic, right to left, once the member picks Arabic', async () => {
    const member = await newMember(server, { email: 'amina@example.org', name: 'Amina Osman' })
    await member.post('/language', { language: 'ar', redirectTo: '/dashboard' })
    const { html } = await member.page('/dashboard')
    expect(htmlTag(html)).toContain('lang="ar" dir="rtl"')
    expect(text(html)).toContain(words('ar', 'dashboard.title'))
    // Another browser of the same member (no cookie) follows the profile.
    const [row] = await server.services.db.select({ language: profiles.language }).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(user.email, 'amina@example.org'))
    expect(row.language).toBe('ar')
  })
})
