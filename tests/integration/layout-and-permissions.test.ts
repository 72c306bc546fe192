import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STAT_MINIMUM } from '../../app/catalog/stats.ts'
import { newMember, signUpThroughForm, signedInAdmin } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { headerText, messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Home Count Grant', fundingAmount: '$10,000 - $25,000' }), grant({ title: 'Second Grant', countryScope: 'Ghana', fundingAmount: null })] })
})
afterAll(() => server?.close())

function signInAdmin() {
  return signedInAdmin(server, 'admin@example.org', 'Administrator')
}

describe('Home page', () => {
  it('shows no counters while the figures are too small to mean anything (no "2 Active grants")', async () => {
    const { html } = await server.client().page('/')
    const body = text(html)
    expect(body).not.toMatch(/Active grants|Total funding|\d+ Countries|Countries \d+/)
    for (const s of ['Start with the Free plan', 'Browse Grants', 'Free', 'Pro', 'Premium', '$348', '$948', 'Most Popular']) expect(body).toContain(s)
    expect(html).toContain('id="features"')
    expect(html).toContain('id="pricing"')
  })

  it('shows live counts of open grants, their funding and the countries they cover once they mean something', async () => {
    const countries = ['Kenya', 'Ghana', 'Nigeria', 'Uganda', 'Rwanda']
    const many = await startTestServer({
      grants: Array.from({ length: STAT_MINIMUM.activeGrants }, (_, i) => grant({ title: `Counted Grant ${i}`, countryScope: countries[i % countries.length], fundingAmount: '$10,000 - $25,000' })),
    })
    try {
      const body = text((await many.client().page('/')).html)
      expect(body).toMatch(new RegExp(`Active grants ${STAT_MINIMUM.activeGrants}`))
      expect(body).toMatch(/Total funding \$1\.3M/)
      expect(body).toMatch(/Countries 5/)
    } finally {
      await many.close()
    }
  })

  it('never counts sample grants: real ones only, and the sample-data label when there are only samples', async () => {
    const countries = ['Kenya', 'Ghana', 'Nigeria', 'Uganda', 'Rwanda']
    const samples = (n: number) => Array.from({ length: n }, (_, i) => ({ ...grant({ title: `Sample Grant ${i}`, countryScope: countries[i % 5], fundingAmount: '$50,000' }), isDemo: true }))
    const mixed = await startTestServer({
      grants: [...Array.from({ length: STAT_MINIMUM.activeGrants }, (_, i) => grant({ title: `Real Grant ${i}`, countryScope: countries[i % 5], fundingAmount: '$10,000 - $25,000' })), ...samples(60)],
    })
    const onlySamples = await startTestServer({ grants: samples(STAT_MINIMUM.activeGrants * 2) })
    try {
      const body = text((await mixed.client().page('/')).html)
      expect(body).toMatch(new RegExp(`Active grants ${STAT_MINIMUM.activeGrants}`))
      expect(body).toMatch(/Total funding \$1\.3M/)
      expect(body).not.toContain('Sample data')
      const html = (await onlySamples.client().page('/')).html
      expect(text(html)).not.toMatch(/Active grants|Total funding|Countries \d+/)
      expect(text(html)).toContain('Sample data The grants listed here for now are generated examples for trying the site out, not real opportunities.')
      expect(text((await onlySamples.client().page('/trust-center')).html)).not.toMatch(/Open grants listed/)
    } finally {
      await Promise.all([mixed.close(), onlySamples.close()])
    }
  })
})

describe('Top bar', () => {
  it('offers Sign In and Get Started to visitors', async () => {
    const body = headerText((await server.client().page('/')).html)
    expect(body).toContain('Sign In')
    expect(body).toContain('Get Started')
    expect(body).not.toContain('Sign Out')
  })

  it('offers Dashboard and the user menu to members, without Admin Panel', async () => {
    const member = await newMember(server, { email: 'menu@example.org' })
    const body = headerText((await member.page('/')).html)
    for (const s of ['Dashboard', 'Profile Settings', 'Sign Out']) expect(body).toContain(s)
    expect(body).not.toContain('Admin Panel')
    expect(body).not.toContain('Get Started')
  })

  it('shows Admin Panel to admins', async () => {
    const admin = await signInAdmin()
    expect(headerText((await admin.page('/')).html)).toContain('Admin Panel')
  })
})

describe('Unknown pages', () => {
  it('show "Oops! Page not found" with Return to Home, and log the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { status, html } = await server.client().page('/no/such/page')
    expect(status).toBe(404)
    expect(text(html)).toContain('Oops! Page not found')
    expect(html).toMatch(/href="\/"[^>]*>Return to Home/)
    // Where to go next, and the footer with its language switcher.
    expect(text(html)).toContain('The address may be mistyped, or the page has moved.')
    expect(html).toMatch(/href="\/discover"[^>]*>Discover Grants/)
    expect(html).toContain('<footer')
    expect(warn).toHaveBeenCalledWith('404 Not Found: /no/such/page')
    warn.mockRestore()
  })
})

describe('Admin-only pages', () => {
  it.each(['/admin', '/admin/outbox'])('refuse members: %s sends them to /dashboard with "Access denied"', async (path) => {
    const member = await newMember(server, { email: `member${path.replace(/\W/g, '')}@example.org` })
    const response = await member.get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
    expect(messages((await member.follow(response)).html, 'status')).toContain('Access denied: Admin privileges required')
  })

  it('let admins read the outbox, message by message', async () => {
    await signUpThroughForm(server, { email: 'outboxed@example.org' })
    const admin = await signInAdmin()
    const { html } = await admin.page('/admin/outbox')
    expect(text(html)).toContain('outboxed@example.org')
    const link = html.match(/href="(\/admin\/outbox\/[^"]+)"/)![1]
    const message = text((await admin.page(link)).html)
    expect(message).toContain('Verify your email for Harambee')
    expect(message).toContain('/api/auth/verify-email?token=')
    // The HTML part, as the recipient's mail app shows it: sandboxed, its styles allowed by the page's nonce only.
    const asSent = await admin.get(`${link}/html`)
    expect(asSent.status).toBe(200)
    expect(asSent.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(asSent.headers.get('Content-Security-Policy')).toMatch(/(^|, )sandbox$/)
    const nonce = asSent.headers.get('Content-Security-Policy')!.match(/'nonce-([^']+)'/)![1]
    const sent = await asSent.text()
    expect(text(sent)).toContain('Verify your email')
    expect(sent).toMatch(/href="[^"]*\/api\/auth\/verify-email\?token=/)
    for (const style of sent.match(/<style[^>]*>/g) ?? []) expect(style).toContain(`nonce="${nonce}"`)
  })

  it('a member cannot read one outbox message by its address either', async () => {
    const [first] = await server.services.mailer.listOutbox()
    const member = await newMember(server, { email: 'snoop@example.org' })
    const response = await member.get(`/admin/outbox/${first.id}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
    const asSent = await member.get(`/admin/outbox/${first.id}/html`)
    expect(asSent.status).toBe(302)
    expect(asSent.headers.get('Location')).toBe('/dashboard')
  })
})

describe('Theme', () => {
  it('keeps the chosen theme in a cookie and renders it on the page', async () => {
    const client = server.client()
    const response = await client.post('/theme', { theme: 'dark', redirectTo: '/discover' })
    expect(response.headers.get('Location')).toBe('/discover')
    expect((await client.page('/')).html).toContain('data-theme="dark"')
  })
})
