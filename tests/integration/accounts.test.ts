import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { createAdmin } from '../../app/domain/accounts/create-admin.server.ts'
import { GOOD_PASSWORD, latestLinkTo, signUpThroughForm } from '../support/accounts.ts'
import { messages, text } from '../support/test-client.ts'

const zip = <A, B>(a: A[], b: B[]) => a.map((x, i) => [x, b[i]] as [A, B])
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function signUp(fields: Record<string, string>) {
  const client = server.client()
  const response = await client.post('/auth', { intent: 'signup', name: 'Amina Okafor', orgName: '', email: 'amina@example.org', password: GOOD_PASSWORD, ...fields })
  return { response, html: await response.text(), client }
}

async function login(fields: Record<string, string>, client = server.client()) {
  const response = await client.post('/auth', { intent: 'login', email: 'someone@example.org', password: 'x', ...fields })
  return { response, client, html: response.status === 302 ? '' : await response.text() }
}

describe('Sign-up form', () => {
  it.each([
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['a name of only spaces around one letter', { name: '  A  ' }, 'Name must be at least 2 characters'],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'Name too long'],
    ['an organization name over 200 characters', { orgName: 'O'.repeat(201) }, 'Organization name too long'],
    ['an invalid email', { email: 'not-an-email' }, 'Invalid email address'],
    ['an email over 255 characters', { email: `${'e'.repeat(250)}@example.org` }, 'Email too long'],
    ['a password under 12 characters', { password: 'Sh0rt!pw' }, 'Password must be at least 12 characters'],
    ['a password without a lowercase letter', { password: 'NOLOWERCASE1!' }, 'Password must contain at least one lowercase letter'],
    ['a password without an uppercase letter', { password: 'nouppercase1!' }, 'Password must contain at least one uppercase letter'],
    ['a password without a number', { password: 'NoNumbersHere!' }, 'Password must contain at least one number'],
    ['a password without a special character', { password: 'NoSpecial1234' }, 'Password must contain at least one special character (@$!%*?&)'],
  ])('refuses %s with the message "%s"', async (_case, fields, message) => {
    const { response, html } = await signUp(fields)
    expect(response.status).toBe(400)
    expect(messages(html, 'alert')).toEqual([message])
  })

  it('shows every wrong field’s message once beside its field, and a summary at the top that links to each', async () => {
    const { html } = await signUp({ name: 'A', email: 'bad', password: 'short' })
    const all = ['Name must be at least 2 characters', 'Invalid email address', 'Password must be at least 12 characters']
    expect(messages(html, 'alert')).toEqual(all)
    expect(text(html)).toContain('There is a problem')
    for (const [message, id] of zip(all, ['signup-name', 'signup-email', 'signup-password'])) {
      expect(html).toContain(`href="#${id}"`)
      expect(html).toContain(`<p id="${id}-error" class="text-sm font-medium text-destructive">${message}</p>`)
      // Once in the summary, once beside the field: never a third time.
      expect(text(html).split(message).length - 1).toBe(2)
    }
  })

  it.each([
    ['a phone number in the name', { name: 'Esther 0712 345 678' }, 'name'],
    ['an email address in the name', { name: 'Alice alice.private@example.org' }, 'name'],
    ['a phone number in the organization name', { orgName: 'Call +254 712 345 678 Trust' }, 'orgName'],
    ['an email address in the organization name', { orgName: 'Trust info@trust.example.org' }, 'orgName'],
  ])('refuses %s (names are shown to experts), keeps what was typed and creates no account', async (_case, fields, field) => {
    const email = `contact-in-name-${field}-${Object.values(fields)[0].length}@example.org`
    const { response, html } = await signUp({ ...fields, email })
    expect(response.status).toBe(400)
    const message =
      field === 'name'
        ? 'Remove the email address or phone number from the name: names are shown to others, and contact details are shared only once a request is accepted.'
        : 'Remove the email address or phone number from the organization name: it is shown to others, and contact details are shared only once a request is accepted.'
    expect(messages(html, 'alert')).toEqual([message])
    expect(html).toContain(`value="${Object.values(fields)[0]}"`)
    expect(await server.services.db.select().from(user).where(eq(user.email, email))).toHaveLength(0)
  })

  it('says how long the name fields may be before anything is typed', async () => {
    const body = text((await server.client().page('/auth?tab=signup')).html)
    expect(body).toContain('Up to 100 characters')
    expect(body).toContain('Up to 200 characters')
  })

  it('keeps what the member typed when the form is refused', async () => {
    const { html } = await signUp({ name: 'Amina Okafor', orgName: 'Lagos Water Trust', email: 'keep@example.org', password: 'weak' })
    expect(html).toContain('value="Amina Okafor"')
    expect(html).toContain('value="Lagos Water Trust"')
    expect(html).toContain('value="keep@example.org"')
  })

  it('creates the account, its organization with the member as owner, and emails a verification link', async () => {
    const { response, html } = await signUp({ email: 'new.member@example.org', orgName: '  Lagos Water Trust ' })
    expect(response.status).toBe(200)
    expect(messages(html, 'status')).toEqual(['Account created! Please check your email to verify your account.'])
    // The "Check your inbox" screen replaces the filled form.
    const body = text(html)
    expect(body).toContain('Check your inbox')
    expect(body).toContain('We sent a verification link to new.member@example.org.')
    expect(body).toContain('Back to sign in')
    expect(text(html)).not.toContain('Create Account')
    expect(html).not.toContain('name="password"')
    const [created] = await server.services.db.select().from(user).where(eq(user.email, 'new.member@example.org'))
    expect(created.emailVerified).toBe(false)
    const [membership] = await server.services.db
      .select({ role: organizationMembers.role, name: organizations.name, plan: organizations.plan })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, created.id))
    expect(membership).toEqual({ role: 'owner', name: 'Lagos Water Trust', plan: 'free' })
    expect(await latestLinkTo(server, 'new.member@example.org')).toContain('/api/auth/verify-email?token=')
  })

  it('names the organization after the member when the optional name is left empty', async () => {
    const client = await signUpThroughForm(server, { name: 'Kwame Mensah', email: 'kwame@example.org' })
    const body = text((await client.page('/dashboard')).html)
    expect(body).toContain('Welcome, Kwame Mensah')
    expect(body).toContain('Kwame Mensah · Free Plan')
  })

  it('gives the same answer for an address that already has an account, and tells its owner by email', async () => {
    await signUp({ email: 'twice@example.org' })
    const before = (await server.services.mailer.listOutbox()).length
    const { response, html } = await signUp({ email: 'twice@example.org', name: 'Someone Else' })
    expect(response.status).toBe(200)
    expect(messages(html, 'status')).toEqual(['Account created! Please check your email to verify your account.'])
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.length).toBe(before + 1)
    expect(outbox[0].subject).toContain('Sign-up attempt')
    const users = await server.services.db.select().from(user).where(eq(user.email, 'twice@example.org'))
    expect(users).toHaveLength(1)
  })
})

describe('Check your inbox', () => {
  it('sends the verification email again from the screen, a few times an hour per address, then says to wait', async () => {
    const client = server.client()
    await client.post('/auth', { intent: 'signup', name: 'Inbox Checker', email: 'inbox@example.org', password: GOOD_PASSWORD })
    const links = async () => (await server.services.mailer.listOutbox()).filter((m) => m.to.includes('inbox@example.org')).length
    const before = await links()
    for (let i = 0; i < 3; i++) {
      const again = await client.post('/auth', { intent: 'resend', from: 'inbox', email: 'inbox@example.org' })
      expect(again.status).toBe(200)
      const html = await again.text()
      expect(text(html)).toContain('Check your inbox')
      expect(messages(html, 'status')).toEqual(['If an account exists for that address, a new verification email is on its way.'])
    }
    expect(await links()).toBe(before + 3)
    const limited = await client.post('/auth', { intent: 'resend', from: 'inbox', email: 'inbox@example.org' })
    expect(limited.status).toBe(429)
    const html = await limited.text()
    expect(text(html)).toContain('Check your inbox')
    expect(messages(html, 'alert')).toEqual(['The email was sent several times already. Please wait an hour before asking again.'])
    expect(await links()).toBe(before + 3)
  })
})

describe('Email verification', () => {
  it('verifies the address and signs the member in to /dashboard', async () => {
    const client = server.client()
    await client.post('/auth', { intent: 'signup', name: 'Verify Me', email: 'verify@example.org', password: GOOD_PASSWORD })
    const response = await client.get(await latestLinkTo(server, 'verify@example.org'))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/\/dashboard$/)
    const page = await client.follow(response)
    expect(page.html).toContain('Welcome, Verify Me')
    expect(messages(page.html, 'status')).toContain('Your email is verified. Welcome!')
  })

  it('explains a forged or spent link on the sign-in page', async () => {
    const client = server.client()
    const response = await client.get('/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth')
    const page = await client.follow(response)
    expect(page.html).toContain('This verification link is invalid or has expired.')
  })
})

describe('Login form', () => {
  it.each([
    ['an invalid email', { email: 'nope' }, 'Invalid email address'],
    ['an email over 255 characters', { email: `${'e'.repeat(250)}@example.org` }, 'Email too long'],
    ['an empty password', { email: 'someone@example.org', password: '' }, 'Password is required'],
  ])('refuses %s with the message "%s"', async (_case, fields, message) => {
    const { response, html } = await login(fields)
    expect(response.status).toBe(400)
    expect(messages(html, 'alert')).toEqual([message])
  })

  it('says the email or password is wrong, without saying which', async () => {
    await signUpThroughForm(server, { email: 'wrongpw@example.org' })
    const wrongPassword = await login({ email: 'wrongpw@example.org', password: 'Wrong!Passw0rd' })
    const unknownEmail = await login({ email: 'nobody@example.org', password: GOOD_PASSWORD })
    expect(messages(wrongPassword.html, 'alert')).toEqual(['Invalid email or password'])
    expect(messages(unknownEmail.html, 'alert')).toEqual(['Invalid email or password'])
  })

  it('says so when the email is not verified yet, sends a new link, and offers to resend', async () => {
    const client = server.client()
    await client.post('/auth', { intent: 'signup', name: 'Not Yet', email: 'notyet@example.org', password: GOOD_PASSWORD })
    const before = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'notyet@example.org').length
    const { response, html } = await login({ email: 'notyet@example.org', password: GOOD_PASSWORD })
    expect(response.status).toBe(403)
    expect(messages(html, 'alert')).toEqual(['Please verify your email address before signing in. We have sent you a new link.'])
    expect(html).toContain('Resend verification email')
    const resend = await client.post('/auth', { intent: 'resend', email: 'notyet@example.org' })
    expect(messages(await resend.text(), 'status')).toEqual(['If an account exists for that address, a new verification email is on its way.'])
    const after = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'notyet@example.org').length
    expect(after).toBe(before + 2)
  })

  it('signs a verified member in to /dashboard with "Welcome back!"', async () => {
    await signUpThroughForm(server, { name: 'Back Again', email: 'back@example.org' })
    const { response, client } = await login({ email: 'back@example.org', password: GOOD_PASSWORD })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
    const session = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)
    const page = await client.follow(response)
    expect(messages(page.html, 'status')).toContain('Welcome back!')
    // The message is shown once.
    expect(messages((await client.page('/dashboard')).html, 'status')).not.toContain('Welcome back!')
  })

  it('returns the member to the page that asked them to sign in, and never to another site', async () => {
    await signUpThroughForm(server, { email: 'redirect@example.org' })
    const back = await login({ email: 'redirect@example.org', password: GOOD_PASSWORD, redirectTo: '/discover?q=water' })
    expect(back.response.headers.get('Location')).toBe('/discover?q=water')
    const away = await login({ email: 'redirect@example.org', password: GOOD_PASSWORD, redirectTo: '//evil.example.com' })
    expect(away.response.headers.get('Location')).toBe('/dashboard')
  })

  it('lands staff on the admin panel, unless they asked for a page (issue 27)', async () => {
    await createAdmin(server.services.db, server.services.auth, { email: 'staff@example.org', password: GOOD_PASSWORD, name: 'Sam Staff' })
    expect((await login({ email: 'Staff@example.org', password: GOOD_PASSWORD })).response.headers.get('Location')).toBe('/admin')
    expect((await login({ email: 'staff@example.org', password: GOOD_PASSWORD, redirectTo: '/discover' })).response.headers.get('Location')).toBe('/discover')
  })

  it('limits sign-in attempts from one address', async () => {
    const client = server.client()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await login({ email: 'nobody@example.org', password: 'Wrong!Passw0rd' }, client)).response.status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    const { html } = await login({ email: 'nobody@example.org', password: 'x' }, client)
    expect(messages(html, 'alert')).toEqual(['Too many attempts. Please wait a minute and try again.'])
  })
})

describe('Sessions', () => {
  it('Sign Out ends the session and returns to the home page', async () => {
    const client = await signUpThroughForm(server, { email: 'signout@example.org' })
    const token = client.cookie('better-auth.session_token')!
    const response = await client.post('/auth/sign-out', {})
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect((await client.get('/dashboard')).status).toBe(302)
    // The old cookie, replayed, no longer works either.
    const replay = server.client()
    const stale = await replay.request('/dashboard', { headers: { Cookie: `better-auth.session_token=${token}` } })
    expect(stale.status).toBe(302)
    expect(stale.headers.get('Location')).toBe('/auth?redirectTo=%2Fdashboard')
  })

  it('sends a signed-in member away from /auth to the dashboard', async () => {
    const client = await signUpThroughForm(server, { email: 'already@example.org' })
    const response = await client.get('/auth')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
  })

  it('hides the Google button when Google is not configured', async () => {
    const { html } = await server.client().page('/auth')
    expect(text(html)).not.toContain('Continue with Google')
  })
})

describe('Password reset', () => {
  it('emails a link that lets the member choose a new password and sign in with it', async () => {
    await signUpThroughForm(server, { email: 'forgot@example.org' })
    const client = server.client()
    const request = await client.post('/auth/reset-password', { email: 'forgot@example.org' })
    expect(messages(await request.text(), 'status')).toEqual(['If an account exists for that address, a password reset link is on its way.'])
    const link = await latestLinkTo(server, 'forgot@example.org')
    const landing = await client.get(link)
    expect(landing.status).toBe(302)
    const location = new URL(landing.headers.get('Location')!, server.url)
    expect(location.pathname).toBe('/auth/reset-password')
    const token = location.searchParams.get('token')!
    const weak = await client.post('/auth/reset-password', { token, password: 'weak' })
    expect(messages(await weak.text(), 'alert')).toEqual(['Password must be at least 12 characters'])
    const reset = await client.post('/auth/reset-password', { token, password: 'N3w!Password99' })
    expect(reset.status).toBe(302)
    expect(messages((await client.follow(reset)).html, 'status')).toContain('Your password has been reset. You can sign in now.')
    expect((await login({ email: 'forgot@example.org', password: GOOD_PASSWORD })).response.status).toBe(401)
    expect((await login({ email: 'forgot@example.org', password: 'N3w!Password99' })).response.status).toBe(302)
  })

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const before = (await server.services.mailer.listOutbox()).length
    const response = await server.client().post('/auth/reset-password', { email: 'ghost@example.org' })
    expect(messages(await response.text(), 'status')).toEqual(['If an account exists for that address, a password reset link is on its way.'])
    expect((await server.services.mailer.listOutbox()).length).toBe(before)
  })
})
