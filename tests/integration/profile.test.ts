import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations, profiles, user } from '../../app/db/schema/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { GOOD_PASSWORD, newMember } from '../support/accounts.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function memberRow(email: string) {
  const [row] = await server.services.db.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, email))
  return row
}

const ORG = { intent: 'organization', orgName: 'Lake Victoria Fisherfolk', sector: 'agriculture', country: 'UG', mission: '', programAreas: '', website: '', registrationNumber: '' }

describe('Profile Settings', () => {
  it('sends visitors to sign in', async () => {
    expect((await server.client().get('/profile')).headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile')
  })

  it('shows the tabs, the email, and the spec’s country, sector and language options', async () => {
    const member = await newMember(server, { name: 'Achieng Otieno', email: 'achieng@example.org' })
    const { html } = await member.page('/profile')
    const body = text(html)
    for (const s of ['Profile', 'Organization', 'Preferences', 'Password', 'achieng@example.org']) expect(body).toContain(s)
    // Countries by ISO code, named from CLDR in the member's language.
    for (const [code, name] of [
      ['KE', 'Kenya'],
      ['NG', 'Nigeria'],
      ['ZA', 'South Africa'],
      ['GH', 'Ghana'],
      ['UG', 'Uganda'],
      ['TZ', 'Tanzania'],
      ['RW', 'Rwanda'],
      ['ET', 'Ethiopia'],
      ['SN', 'Senegal'],
    ])
      expect(html).toContain(`<option value="${code}">${name}</option>`)
    expect(html).toContain('<option value="other">Other</option>')
    for (const code of ['en', 'fr', 'pt', 'ar', 'sw']) expect(html).toContain(`value="${code}"`)
    const org = (await member.page('/profile?tab=organization')).html
    for (const s of ['Education', 'Health', 'Agriculture', 'Environment', 'Technology', 'Gender Equality', 'Economic Development', 'Governance', 'Energy']) expect(org).toContain(`>${s}</option>`)
  })

  it('updates name, country and language with "Profile updated successfully", said in the new language', async () => {
    const member = await newMember(server, { name: 'Old Name', email: 'rename@example.org' })
    const response = await member.post('/profile', { intent: 'profile', name: '  Fatima Diallo ', country: 'SN', language: 'fr' })
    expect(response.headers.get('Location')).toBe('/profile?tab=profile')
    // The page after saving already speaks French, the language just chosen.
    const after = (await member.follow(response)).html
    expect(messages(after, 'status')).toContain(CATALOGUES.fr.profile['profile.updated'])
    expect(after).toContain('<html lang="fr"')
    const row = await memberRow('rename@example.org')
    expect(row.name).toBe('Fatima Diallo')
    const [profile] = await server.services.db.select().from(profiles).where(eq(profiles.userId, row.id))
    expect(profile).toMatchObject({ country: 'SN', language: 'fr' })
  })

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ country: 'Atlantis' }, 'Please choose one of the options'],
    [{ language: 'de' }, 'Please choose one of the options'],
  ])('refuses %j with "%s" and keeps what was typed', async (fields, message) => {
    const member = await newMember(server, { name: 'Kept Name', email: `kept-${Object.keys(fields)[0]}@example.org` })
    const response = await member.post('/profile', { intent: 'profile', name: 'Typed Name', country: 'KE', language: 'en', ...fields })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([message])
    if (!('name' in fields)) expect(html).toContain('value="Typed Name"')
  })

  it('refuses a name or an organization name with an email address or phone number in it (shown to experts), keeping what was typed', async () => {
    const member = await newMember(server, { name: 'Esther Wambui', email: 'contact-name@example.org', orgName: 'Wambui Trust' })
    for (const name of ['Esther 0712 345 678', 'Esther esther.private@example.org']) {
      const response = await member.post('/profile', { intent: 'profile', name, country: 'KE', language: 'en' })
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(messages(html, 'alert')).toEqual(['Remove the email address or phone number from the name: names are shown to others, and contact details are shared only once a request is accepted.'])
      expect(html).toContain(`value="${name}"`)
    }
    expect((await memberRow('contact-name@example.org')).name).toBe('Esther Wambui')
    const refused = await member.post('/profile', { ...ORG, orgName: 'Wambui Trust, call 0712 345 678' })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(messages(html, 'alert')).toEqual([
      'Remove the email address or phone number from the organization name: it is shown to others, and contact details are shared only once a request is accepted.',
    ])
    expect(html).toContain('value="Wambui Trust, call 0712 345 678"')
    expect(await server.services.db.select().from(organizations).where(eq(organizations.name, 'Wambui Trust'))).toHaveLength(1)
  })

  it('updates the organization: the details matching and verification will use', async () => {
    const member = await newMember(server, { email: 'org@example.org', orgName: 'First Name' })
    const response = await member.post('/profile', {
      ...ORG,
      mission: 'We support fishing communities around the lake.',
      programAreas: 'Savings groups, cold storage',
      website: 'https://fisherfolk.example.org',
      registrationNumber: 'NGO/2019/0042',
    })
    expect(messages((await member.follow(response)).html, 'status')).toContain('Profile updated successfully')
    const [org] = await server.services.db.select().from(organizations).where(eq(organizations.name, 'Lake Victoria Fisherfolk'))
    expect(org).toMatchObject({ sector: 'agriculture', country: 'UG', website: 'https://fisherfolk.example.org', registrationNumber: 'NGO/2019/0042' })
    expect(text((await member.page('/dashboard')).html)).toContain('Lake Victoria Fisherfolk')
  })

  it.each([
    [{ orgName: 'X' }, 'Organization name must be at least 2 characters'],
    [{ website: 'not a site' }, 'Invalid URL format'],
    [{ website: 'javascript:alert(1)' }, 'Invalid URL format'],
    [{ mission: 'm'.repeat(2001) }, 'Mission is too long (at most 2000 characters)'],
    [{ registrationNumber: 'r'.repeat(101) }, 'Registration number is too long'],
    [{ sector: 'Mining' }, 'Please choose one of the options'],
  ])('refuses organization details %j with "%s"', async (fields, message) => {
    const member = await newMember(server, { email: `orgbad-${Math.random().toString(36).slice(2)}@example.org` })
    const response = await member.post('/profile', { ...ORG, ...fields })
    expect(response.status).toBe(400)
    expect(messages(await response.text(), 'alert')).toEqual([message])
  })

  it('saves the theme, deadline reminders and how often new-match alerts come', async () => {
    const member = await newMember(server, { email: 'prefs@example.org' })
    const response = await member.post('/profile', { intent: 'preferences', theme: 'dark', matchAlertFrequency: 'off' })
    expect(response.headers.getSetCookie().some((c) => c.startsWith('theme=dark'))).toBe(true)
    const [profile] = await server.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, (await memberRow('prefs@example.org')).id))
    expect(profile).toMatchObject({ theme: 'dark', emailDeadlineReminders: false, matchAlertFrequency: 'off' })
    expect((await member.page('/profile?tab=preferences')).html).toContain('data-theme="dark"')
  })
})

describe('Profile Settings → Password', () => {
  const NEW_PASSWORD = 'Fresh!Harvest2027'
  const change = (client: TestClient, fields: Record<string, string>) => client.post('/profile', { intent: 'password', ...fields })
  const signIn = (email: string, password: string) => server.client().post('/auth', { intent: 'login', email, password })

  it('changes the password, keeps this device signed in and signs every other device out', async () => {
    const phone = await newMember(server, { email: 'rotate@example.org' })
    const laptop = server.client()
    expect((await laptop.post('/auth', { intent: 'login', email: 'rotate@example.org', password: GOOD_PASSWORD })).status).toBe(302)

    const response = await change(phone, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })
    expect(response.status).toBe(302)
    const page = await phone.follow(response)
    expect(messages(page.html, 'status')).toContain('Your password has been changed. You were signed out everywhere else.')
    expect((await phone.get('/dashboard')).status).toBe(200)
    expect((await laptop.get('/dashboard')).headers.get('Location')).toMatch(/^\/auth/)
    expect((await signIn('rotate@example.org', GOOD_PASSWORD)).status).toBe(401)
    expect((await signIn('rotate@example.org', NEW_PASSWORD)).status).toBe(302)
  })

  it.each([
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Enter your current password'],
    [{ currentPassword: 'Not!MyPassword1', newPassword: NEW_PASSWORD }, 'Your current password is not correct'],
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'short' }, 'Password must be at least 12 characters'],
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'alllowercase!123' }, 'Password must contain at least one uppercase letter'],
    [{ currentPassword: GOOD_PASSWORD, newPassword: `Aa1!${'x'.repeat(130)}` }, 'Password must be at most 128 characters'],
    [{ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, 'Choose a new password that is different from the current one'],
    [{ currentPassword: `${GOOD_PASSWORD}\u0000`, newPassword: NEW_PASSWORD }, 'Your current password is not correct'],
  ])('refuses %j with "%s", changing nothing and never showing the passwords back', async (fields, message) => {
    const email = `refuse-${Math.random().toString(36).slice(2)}@example.org`
    const member = await newMember(server, { email })
    const response = await change(member, fields)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toContain(message)
    if (fields.currentPassword) expect(html).not.toContain(fields.currentPassword)
    expect(html).not.toContain(fields.newPassword)
    expect((await member.get('/dashboard')).status).toBe(200)
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302)
  })

  it('refuses a file where a password belongs, without a server error', async () => {
    const member = await newMember(server, { email: 'file-password@example.org' })
    const form = new FormData()
    form.set('intent', 'password')
    form.set('currentPassword', new Blob([GOOD_PASSWORD]), 'password.txt')
    form.set('newPassword', NEW_PASSWORD)
    const response = await member.request('/profile', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect((await signIn('file-password@example.org', GOOD_PASSWORD)).status).toBe(302)
  })

  it('answers any wrong current password, however odd, with a message and never a server error (generated)', async () => {
    const member = await newMember(server, { email: 'odd-passwords@example.org' })
    const odd = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('\u0000', '\u202Eabc', 'كلمة السر', '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑', '<script>alert(1)</script>', 'x'.repeat(5000)))
    await fc.assert(
      fc.asyncProperty(odd, odd, async (currentPassword, newPassword) => {
        // Each try from its own address, so the password form's rate limit does not answer instead.
        const cookie = `better-auth.session_token=${member.cookie('better-auth.session_token')}`
        const response = await server.client().request('/profile', {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ intent: 'password', currentPassword, newPassword }),
        })
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        const alerts = messages(await response.text(), 'alert')
        // One message per wrong field (both may be wrong), never the rate limit's.
        expect(alerts.length).toBeGreaterThanOrEqual(1)
        expect(alerts.length).toBeLessThanOrEqual(2)
        expect(alerts).not.toContain('Too many attempts. Please wait a minute and try again.')
      }),
      { seed: 20261122, numRuns: 25 },
    )
    expect((await signIn('odd-passwords@example.org', GOOD_PASSWORD)).status).toBe(302)
  })

  it('counts wrong current passwords against the account, so a left-open session cannot be used to guess it', async () => {
    const member = await newMember(server, { email: 'left-open@example.org' })
    const cookie = `better-auth.session_token=${member.cookie('better-auth.session_token')}`
    const tryOnce = (i: number) =>
      server.client().request('/profile', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'password', currentPassword: `Guess!Number${i}x`, newPassword: NEW_PASSWORD }),
      })
    for (let i = 0; i < 20; i++) expect((await tryOnce(i)).status).toBe(400)
    const held = await tryOnce(20)
    expect(held.status).toBe(429)
    expect(messages(await held.text(), 'alert')).toContain('Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.')
  })
})
