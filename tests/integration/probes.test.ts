import { request as httpRequest } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, session, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { GOOD_PASSWORD, latestLinkTo, newMember, signUpThroughForm } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages, TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor } from '../support/verification.ts'

/**
 * What an attacker or a careless client tries first. Each case here was reproduced against the
 * app before it was fixed (issue 8); none may ever come back.
 */
let server: TestServer
let member: TestClient
let grantId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Youth Employment Grant' })] })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  member = await newMember(server, { email: 'probe.member@example.org', orgName: 'Probe Org' })
})
afterAll(() => server?.close())

/** Sends a multipart upload of `total` bytes in 1 MB chunks with no Content-Length; stops when answered. */
function chunkedUpload(path: string, cookie: string, total: number): Promise<{ status: number; location: string | undefined; sent: number }> {
  const boundary = 'probe-boundary'
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked', Cookie: cookie } })
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(1024 * 1024, 0x41)
    request.on('response', (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode!, location: response.headers.location, sent })
      request.destroy()
    })
    request.on('error', (error) => (answered ? undefined : reject(error)))
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="files_incorporation"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`)
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`)
    }
    pump()
  })
}

const savedCount = async () => (await server.services.db.select().from(userSavedGrants)).length

describe('Redirects after a form', () => {
  const SMUGGLED = ['/\t/evil.example/phish', '/\n/evil.example', '/\\evil.example', '//evil.example', '/.//evil.example', 'https://evil.example']

  it.each(SMUGGLED)('never send a signed-in member to another site from /auth?redirectTo=%j', async (target) => {
    const response = await member.get(`/auth?redirectTo=${encodeURIComponent(target)}`)
    expect(response.status).toBe(302)
    const location = response.headers.get('Location')!
    expect(new URL(location, server.url).origin).toBe(server.url)
    expect(location).not.toMatch(/evil/)
  })

  it.each(SMUGGLED)('never leave the site after the theme or language form, signing in, or saving a grant (%j)', async (target) => {
    const theme = await server.client().post('/theme', { theme: 'dark', redirectTo: target })
    const language = await server.client().post('/language', { language: 'fr', redirectTo: target })
    const save = await member.post(`/grant/${grantId}/save`, { save: '0', redirectTo: target })
    const signIn = await server.client().post('/auth', { intent: 'login', email: 'probe.member@example.org', password: GOOD_PASSWORD, redirectTo: target })
    for (const response of [theme, language, save, signIn]) {
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(new URL(response.headers.get('Location')!, server.url).origin).toBe(server.url)
    }
  })
})

describe("better-auth's own endpoints", () => {
  it('are closed where our forms and their rules are the way in', async () => {
    const attacker = server.client()
    const before = (await server.services.db.select().from(user)).length
    const signUp = await attacker.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'weak@example.org', password: 'password123', name: 'x'.repeat(20_000) }),
    })
    expect(signUp.status).toBe(404)
    expect((await server.services.db.select().from(user)).length).toBe(before)

    const update = await member.request('/api/auth/update-user', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'y'.repeat(50_000) }) })
    expect(update.status).toBe(404)
    expect(text((await member.page('/profile')).html)).not.toContain('y'.repeat(200))

    for (const path of ['/api/auth/sign-in/email', '/api/auth/change-password', '/api/auth/request-password-reset', '/api/auth/list-sessions', '/api/auth/get-session']) {
      const response = await member.request(path, {
        method: path.includes('session') ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: path.includes('session') ? undefined : '{}',
      })
      expect(response.status, path).toBe(404)
    }
  })

  it('apply our rules to names and passwords even when called from the server', async () => {
    const { auth } = server.services
    await expect(auth.api.signUpEmail({ body: { email: 'weak2@example.org', password: 'password', name: 'Weak' } })).rejects.toThrow('Password must be at least 12 characters')
    await expect(auth.api.signUpEmail({ body: { email: 'long@example.org', password: GOOD_PASSWORD, name: 'z'.repeat(20_000) } })).rejects.toThrow('Name too long')
    expect(await server.services.db.select().from(user).where(eq(user.email, 'weak2@example.org'))).toHaveLength(0)
  })

  it('limit each client by the address the proxy saw, whatever X-Forwarded-For it invents', async () => {
    const outcomes: string[] = []
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${server.url}/api/auth/verify-email?token=junk${i}`, { headers: { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.7` }, redirect: 'manual' })
      outcomes.push(decodeURIComponent(response.headers.get('Set-Cookie') ?? ''))
    }
    expect(outcomes.slice(0, 30).every((c) => c.includes('flash=auth.verifyFailed'))).toBe(true)
    expect(outcomes.slice(30).every((c) => c.includes('flash=error.rateLimited'))).toBe(true)

    // Everyone else's genuine link still works: the junk filled only the attacker's own bucket.
    const newcomer = server.client()
    await newcomer.post('/auth', { intent: 'signup', name: 'New Member', orgName: '', email: 'after.junk@example.org', password: GOOD_PASSWORD })
    const verified = await newcomer.get(await latestLinkTo(server, 'after.junk@example.org'))
    expect(verified.headers.get('Location')).toBe('/dashboard')
  })

  it('hold password guesses at one account, however many addresses they come from', async () => {
    await signUpThroughForm(server, { email: 'guessed@example.org' })
    const guess = (i: number) => new TestClient(server.url, `2001:db8:${i}::1`).post('/auth', { intent: 'login', email: 'Guessed@example.org', password: `Wrong!Guess${i}x` })
    for (let i = 0; i < 20; i++) expect((await guess(i)).status).toBe(401)
    const held = await guess(20)
    expect(held.status).toBe(429)
    expect(messages(await held.text(), 'alert')).toContain('Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.')

    // Resetting the password, as the message offers, lifts the hold.
    const owner = server.client()
    await owner.post('/auth/reset-password', { email: 'guessed@example.org' })
    const token = new URL((await owner.get(await latestLinkTo(server, 'guessed@example.org'))).headers.get('Location')!, server.url).searchParams.get('token')!
    expect((await owner.post('/auth/reset-password', { token, password: 'N3w!Password99' })).status).toBe(302)
    expect((await owner.post('/auth', { intent: 'login', email: 'guessed@example.org', password: 'N3w!Password99' })).status).toBe(302)
  })

  it('count only wrong passwords against an account, never its owner signing in', async () => {
    await signUpThroughForm(server, { email: 'busy.owner@example.org' })
    for (let i = 0; i < 22; i++) {
      const response = await new TestClient(server.url, `192.0.2.${i + 1}`).post('/auth', { intent: 'login', email: 'busy.owner@example.org', password: GOOD_PASSWORD })
      expect(response.status).toBe(302)
    }
  })

  it('count one IPv6 subscriber (a /64) as one client', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 11; i++)
      statuses.push((await new TestClient(server.url, `2001:db8:1:2::${i}`).post('/auth', { intent: 'login', email: `nobody${i}@example.org`, password: 'Wrong!Passw0rd' })).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('send at most three reset emails to one address an hour, with the same answer every time', async () => {
    await signUpThroughForm(server, { email: 'inbox@example.org' })
    const before = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'inbox@example.org').length
    for (let i = 0; i < 5; i++) {
      const response = await new TestClient(server.url, `198.51.100.${i + 10}`).post('/auth/reset-password', { email: 'inbox@example.org' })
      expect(messages(await response.text(), 'status')).toEqual(['If an account exists for that address, a password reset link is on its way.'])
    }
    expect((await server.services.mailer.listOutbox()).filter((m) => m.to === 'inbox@example.org').length - before).toBe(3)
  })

  it('end every session when the password is reset', async () => {
    const phone = await signUpThroughForm(server, { email: 'reset.sessions@example.org' })
    const laptop = server.client()
    expect((await laptop.post('/auth', { intent: 'login', email: 'reset.sessions@example.org', password: GOOD_PASSWORD })).status).toBe(302)
    expect((await phone.get('/dashboard')).status).toBe(200)

    const visitor = server.client()
    await visitor.post('/auth/reset-password', { email: 'reset.sessions@example.org' })
    const landing = await visitor.get(await latestLinkTo(server, 'reset.sessions@example.org'))
    const token = new URL(landing.headers.get('Location')!, server.url).searchParams.get('token')!
    expect((await visitor.post('/auth/reset-password', { token, password: 'N3w!Password99' })).status).toBe(302)

    for (const client of [phone, laptop]) {
      const response = await client.get('/dashboard')
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^\/auth/)
    }
    const [{ id }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'reset.sessions@example.org'))
    expect(await server.services.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0)
  })
})

describe('Request bodies', () => {
  it('past 1 MB on an ordinary form are refused with 413 and a message, before being read', async () => {
    const response = await server.client().post('/auth', { intent: 'login', email: 'a@example.org', password: 'x'.repeat(2 * 1024 * 1024) })
    expect(response.status).toBe(413)
    expect(messages(await response.text(), 'alert')).toEqual(['What you sent is too large: a form may be at most 1 MB. Shorten the longest fields and send it again.'])
  })

  it('are not read past the limit even without a Content-Length (a chunked 200 MB upload)', async () => {
    const { path } = await applyFor(member, 'standard')
    const { status, sent } = await chunkedUpload(path, `better-auth.session_token=${member.cookie('better-auth.session_token')}`, 200 * 1024 * 1024)
    expect(status).toBe(413)
    // The server answered after reading about its 45 MB limit, long before the 200 MB were sent.
    expect(sent).toBeLessThan(120 * 1024 * 1024)
  })

  it('to the documents step are not held for visitors who are not signed in', async () => {
    const { path } = await applyFor(member, 'standard')
    const response = await chunkedUpload(path, '', 40 * 1024 * 1024)
    expect(response.status).toBe(302)
    expect(response.location).toMatch(/^\/auth/)
    // Answered after about a form's 1 MB, not the 40 MB sent.
    expect(response.sent).toBeLessThan(20 * 1024 * 1024)
  })

  it('on the wizard that are ordinary forms get the form’s limit and message, not the uploads’', async () => {
    const { path } = await applyFor(member, 'standard')
    const response = await member.post(path, { intent: 'next', step: '1', organizationName: 'x'.repeat(2 * 1024 * 1024) })
    expect(response.status).toBe(413)
    expect(messages(await response.text(), 'alert')[0]).toMatch(/^What you sent is too large: a form may be at most 1 MB/)
  })

  it('naming a document that cannot exist are answered, never a server error', async () => {
    const { path } = await applyFor(member, 'standard')
    for (const document of ['abc', '', '%00', '1']) {
      const response = await member.post(`${path}?document=${document}`, { intent: 'remove-document', step: '5' })
      expect(response.status, document).toBeLessThan(500)
    }
  })

  it('sent to a raw path with dot segments get the rules of the page they reach', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}/api/payments/webhook/x/../../../profile`,
        { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', Cookie: `better-auth.session_token=${member.cookie('better-auth.session_token')}` } },
        (response) => {
          response.resume()
          resolve(response.statusCode!)
        },
      )
      request.on('error', reject)
      request.end('{}')
    })
    expect(status).toBe(403)
  })

  it('with a step that is not a whole number are answered, never a server error', async () => {
    const { path } = await applyFor(member, 'standard')
    for (const step of ['1.5', '2.9999', '-1', '1e3', 'NaN']) {
      const response = await member.post(path, { intent: 'next', step, organizationName: 'Probe Org', registrationNumber: 'KE-1', websiteUrl: '', socialMediaLinks: '' })
      expect(response.status, step).toBeLessThan(500)
    }
  })

  it('that are not forms get 415, and unreadable forms 400, never a server error', async () => {
    const json = await member.request('/profile', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' })
    expect(json.status).toBe(415)
    const empty = await member.request('/submit-grant', { method: 'POST' })
    expect(empty.status).toBe(415)
    const broken = await member.request('/profile', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=nope' }, body: 'not a multipart body' })
    expect(broken.status).toBe(400)
    expect(messages(await broken.text(), 'alert')).toEqual(['The form could not be read. Go back, check what you entered and send it again.'])
  })
})

describe('Posts from another website', () => {
  const fromEvil = { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' }

  it.each([
    ['save a grant', () => `/grant/${grantId}/save`, { save: '1' }],
    ['apply to a grant', () => `/grant/${grantId}/apply`, {}],
    ['start a checkout', () => '/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Plan Yearly' }],
    ['sign the member out', () => '/auth/sign-out', {}],
    ['change the theme', () => '/theme', { theme: 'dark' }],
    ['change the language', () => '/language', { language: 'ar' }],
    ['change the profile', () => '/profile', { intent: 'profile', name: 'Hijacked' }],
  ])('cannot %s', async (_what, path, fields) => {
    const before = await savedCount()
    const response = await member.request(path(), { method: 'POST', headers: fromEvil, body: new URLSearchParams(fields as Record<string, string>) })
    expect(response.status).toBe(403)
    expect(messages(await response.text(), 'alert')[0]).toMatch(/^This form was sent from another website/)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await savedCount()).toBe(before)
    expect((await member.get('/dashboard')).status).toBe(200)
  })

  it('are refused when the browser says only Sec-Fetch-Site: cross-site', async () => {
    const response = await member.request(`/grant/${grantId}/save`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'save=1',
    })
    expect(response.status).toBe(403)
  })

  it('while the same form from our own pages works, and payment providers may still post webhooks', async () => {
    const ours = await member.request(`/grant/${grantId}/save`, {
      method: 'POST',
      headers: { Origin: server.url, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'save=1&redirectTo=%2Fdiscover',
    })
    expect(ours.status).toBe(302)
    expect(await savedCount()).toBe(1)
    const webhook = await fetch(`${server.url}/api/payments/webhook/sandbox`, { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, body: '{}' })
    expect(webhook.status).toBe(400)
  })
})

describe('Security headers', () => {
  it('allow only scripts and styles that carry the page’s nonce', async () => {
    const response = await member.get('/dashboard')
    const policy = response.headers.get('Content-Security-Policy')!
    const nonce = policy.match(/script-src 'self' 'nonce-([^']+)'/)![1]
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    const html = await response.text()
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
    expect(html).toMatch(new RegExp(`<style[^>]*nonce="${nonce.replace(/[+/]/g, '\\$&')}"`))
    const other = (await member.get('/dashboard')).headers.get('Content-Security-Policy')!
    expect(other).not.toContain(nonce)
  })
})

describe('On an https site', () => {
  let secure: TestServer
  beforeAll(async () => {
    secure = await startTestServer({ env: { APP_URL: 'https://grants.example.org' } })
  })
  afterAll(() => secure?.close())

  it('ask browsers to use https only, and mark every cookie Secure', async () => {
    const client = secure.client()
    const home = await client.get('/')
    expect(home.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
    const theme = await client.request('/theme', { method: 'POST', headers: { Origin: 'https://grants.example.org', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'theme=dark' })
    const flash = await client.post('/grant/00000000-0000-0000-0000-000000000000/save', { save: '1' })
    const stylesheet = (await home.text()).match(/<link rel="prefetch" href="(\/assets\/[^"]+\.css)"/)?.[1]
    const cached = await client.get(stylesheet ?? '/missing.css')
    const cookies = [...theme.headers.getSetCookie(), ...flash.headers.getSetCookie(), ...cached.headers.getSetCookie()]
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['flash', 'stylesheet', 'theme'])
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/)
  })

  it('on plain http (the local demo) send no HSTS', async () => {
    expect((await server.client().get('/')).headers.get('Strict-Transport-Security')).toBeNull()
  })
})
