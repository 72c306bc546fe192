import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications, organizations, organizationVerifications } from '../../app/db/schema/index.ts'
import { getMember } from '../../app/domain/accounts/get-member.server.ts'
import { BADGE_CHECK_RATE_LIMIT } from '../../app/catalog/badge-check.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { approveWithTwoReviewers, submitStandardApplication } from '../support/verification.ts'

let server: TestServer
let admin: TestClient
let second: TestClient
let member: TestClient
let verificationId: number
let code: string

const day = (value: Date | string) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(value))
const row = async () => (await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId)))[0]
const memberOf = async (email: string) => getMember(server.services.db, (await organizationOf(server, email)).userId)
/** A funder: a fresh visitor with an address of its own, so the checks of one test do not count in another's limit. */
const funder = () => server.client()
const check = async (path: string) => {
  const response = await funder().get(path)
  return { status: response.status, headers: response.headers, body: await response.text() }
}
const checkJson = async (path: string) => {
  const response = await funder().get(path)
  return { status: response.status, headers: response.headers, json: await response.json() }
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'reviewer@example.org', 'Rita Reviewer')
  second = await signedInAdmin(server, 'second@example.org', 'Sam Second')
  member = await newMember(server, { name: 'Sarah Namuli', email: 'sarah@kyw.example.org', orgName: 'Kampala Youth Works' })
  const org = await organizationOf(server, 'sarah@kyw.example.org')
  await server.services.db.update(organizations).set({ country: 'UG' }).where(eq(organizations.id, org.id))
  ;({ id: verificationId } = await submitStandardApplication(server, member))
})
afterAll(() => server?.close())

describe('A badge check code', () => {
  it('is given when a reviewer approves, shown on the dashboard with its link and QR code', async () => {
    expect((await row()).checkCode).toBeNull()
    const approved = await approveWithTwoReviewers(server, admin, second, verificationId, {
      groundCheckNotes: 'Visited the Jinja Road office; the chair confirmed the programme.',
      crossValidationNotes: 'Registry entry UG-NGO-2020-0077 matches the certificate.',
    })
    expect(approved.status).toBe(302)
    const stored = (await row()).checkCode!
    expect(stored).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
    code = `${stored.slice(0, 4)}-${stored.slice(4, 8)}-${stored.slice(8)}`

    const dashboard = await member.page('/dashboard')
    expect(text(dashboard.html)).toContain('Badge check')
    expect(dashboard.html).toContain(`href="/verify/${code}"`)
    expect(dashboard.html).toContain(`src="/verify/${code}/qr.svg"`)
    const qr = await member.get(`/verify/${code}/qr.svg`)
    expect(qr.status).toBe(200)
    expect(qr.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await qr.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })
})

describe('The badge check page (/verify/{code})', () => {
  it('shows a valid badge to anyone: organization, country, tier, award date and "does not expire"', async () => {
    const page = await check(`/verify/${code}`)
    expect(page.status).toBe(200)
    const words = text(page.body)
    expect(words).toContain('Kampala Youth Works')
    expect(words).toContain('Uganda')
    expect(words).toContain('Standard (Silver badge)')
    expect(words).toContain(`Awarded ${day((await row()).decidedAt!)}`)
    expect(words).toContain('Valid: this badge is in force and does not expire.')
    expect(page.body).toContain('name="robots" content="noindex"')
    // Nothing from the application beyond that: no registration number, address, board, notes or documents.
    for (const secret of ['UG-NGO-2020-0077', 'Jinja Road', 'Peter Okello', 'Visited the', 'certificate.pdf', 'sarah@kyw.example.org', 'Sarah Namuli']) expect(words).not.toContain(secret)
  })

  it('reads the code as typed: lower case, without dashes', async () => {
    const typed = code.replace(/-/g, '').toLowerCase()
    expect(text((await check(`/verify/${typed}`)).body)).toContain('Valid: this badge is in force and does not expire.')
    const form = await funder().get(`/verify?code=${encodeURIComponent(` ${typed} `)}`)
    expect(form.status).toBe(302)
    expect(form.headers.get('Location')).toBe(`/verify/${code}`)
  })

  it('says the same as JSON at /verify/{code}.json', async () => {
    const { status, headers, json } = await checkJson(`/verify/${code}.json`)
    expect(status).toBe(200)
    expect(headers.get('Content-Type')).toContain('application/json')
    expect(json).toEqual({
      code,
      checkUrl: `${server.url}/verify/${code}`,
      state: 'valid',
      organization: { name: 'Kampala Youth Works', country: 'UG', profileUrl: null },
      tier: 'standard',
      badge: 'silver',
      awardedAt: (await row()).decidedAt!.toISOString(),
      expiresAt: null,
      revokedAt: null,
      revokedReason: null,
      underReviewSince: null,
      // No sanctions list is loaded on this server: the screening did not run, and the badge says so.
      screenedAt: null,
      // What was checked, by id: the website was not given and the email domain had nothing to match.
      checked: ['registration', 'documents', 'documents_unique', 'finances', 'leadership', 'ground_check', 'second_reviewer'],
      notChecked: ['website', 'email-domain', 'screening'],
      // The same check signed (tests/integration/badge-statement.test.ts reads it).
      statement: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      statementKeys: `${server.url}/.well-known/harambee-badge-keys.json`,
    })
  })

  it('states what was actually checked for this organization, never a check that did not pass, on the badge page and the public profile (issue 23, finding 13)', async () => {
    const words = text((await check(`/verify/${code}`)).body)
    expect(words).toContain('What we checked for this organization')
    for (const claim of [
      'Registration number given, and used by no other organization on the platform',
      'Certificate of incorporation and proof of address read by a reviewer',
      'Bank statements and financial statements read by a reviewer',
      'Board members named in the application',
      'On-the-ground check recorded by a reviewer',
      'Findings confirmed by a second, different reviewer',
    ])
      expect(words).toContain(claim)
    expect(words).toContain('Not confirmed by our checks')
    expect(words).toContain('Website: not reached, or it does not name the organization')
    expect(words).toContain('Email domain: not matched with the website')
    expect(words).not.toContain('Website reached, and it names the organization')
    // The old blanket claim is gone.
    expect(words).not.toContain('its documents, leadership and finances')
    // The public profile says the same.
    const org = await organizationOf(server, 'sarah@kyw.example.org')
    await server.services.db
      .update(organizations)
      .set({ slug: 'kampala-youth-works', publicProfile: { enabled: true, fields: [] } })
      .where(eq(organizations.id, org.id))
    const profile = text((await funder().page('/org/kampala-youth-works')).html)
    expect(profile).toContain('Findings confirmed by a second, different reviewer')
    expect(profile).toContain('Website: not reached, or it does not name the organization')
    expect(profile).not.toContain('Website reached, and it names the organization')
    await server.services.db
      .update(organizations)
      .set({ publicProfile: { enabled: false, fields: [] } })
      .where(eq(organizations.id, org.id))
  })

  it('answers an unknown or malformed code with "No such badge" (404), as HTML and JSON', async () => {
    for (const path of ['/verify/ZZZZ-ZZZZ-ZZ', '/verify/not-a-code', '/verify/ABCD-EFGH-JU']) {
      const page = await check(path)
      expect(page.status, path).toBe(404)
      expect(text(page.body)).toContain('No such badge')
      expect(text(page.body)).toContain('No badge has this check code.')
    }
    const json = await checkJson('/verify/ZZZZ-ZZZZ-ZZ.json')
    expect(json.status).toBe(404)
    expect(json.json).toEqual({ error: 'not_found', message: 'No badge has this check code.' })
    const typed = await funder().get('/verify?code=ABC')
    expect(typed.status).toBe(400)
    const body = await typed.text()
    expect(text(body)).toContain('A check code has 10 letters and digits, such as ABCD-EFGH-JK.')
    expect(body).toContain('value="ABC"')
  })

  it('limits how often one address checks (429), HTML and JSON alike', async () => {
    const client = funder()
    for (let i = 0; i < BADGE_CHECK_RATE_LIMIT.attempts; i++) expect((await client.get(i % 2 ? `/verify/${code}` : `/verify/${code}.json`)).status).toBe(200)
    const page = await client.get(`/verify/${code}`)
    expect(page.status).toBe(429)
    expect(page.headers.get('Retry-After')).toBe(String(BADGE_CHECK_RATE_LIMIT.windowSeconds))
    expect(text(await page.text())).toContain('Too many checks')
    const json = await client.get(`/verify/${code}.json`)
    expect(json.status).toBe(429)
    expect((await json.json()).error).toBe('rate_limited')
    // Another address is not held back.
    expect((await funder().get(`/verify/${code}`)).status).toBe(200)
  })
})

describe('An admin setting a badge’s expiry', () => {
  it('refuses a date that is not after today, keeping what was typed; members cannot', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const past = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'expiry', expiresOn: today })
    expect(past.status).toBe(400)
    const html = await past.text()
    expect(messages(html, 'alert')).toContain('Choose a date after today; to end the badge now, revoke it.')
    expect(html).toContain(`value="${today}"`)
    const bad = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'expiry', expiresOn: '2027-02-31' })
    expect(bad.status).toBe(400)
    expect(text(await bad.text())).toContain('Enter a real date, such as 2027-03-31.')
    const notAdmin = await member.post(`/admin/verifications/${verificationId}`, { intent: 'expiry', expiresOn: '2099-01-01' })
    expect(notAdmin.headers.get('Location')).toBe('/dashboard')
    expect((await row()).expiresAt).toBeNull()
  })

  it('sets it: the check says until when, the team is told, the audit log has it', async () => {
    const response = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'expiry', expiresOn: '2099-03-31' })
    expect(response.status).toBe(302)
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Expiry date set. The organization’s team has been told.')
    expect((await row()).expiresAt?.toISOString()).toBe('2099-03-31T00:00:00.000Z')
    expect(text((await check(`/verify/${code}`)).body)).toContain('Valid: this badge is in force until Mar 31, 2099.')
    expect((await checkJson(`/verify/${code}.json`)).json).toMatchObject({ state: 'valid', expiresAt: '2099-03-31T00:00:00.000Z' })
    const { userId } = await organizationOf(server, 'sarah@kyw.example.org')
    const notes = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageId, 'notifications.badgeExpirySet')))
    expect(notes).toHaveLength(1)
    expect(text((await member.page('/notifications')).html)).toContain('Your Standard verification badge (Silver) now expires on Mar 31, 2099.')
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.expiry'), eq(auditLog.entityId, String(verificationId))))
    expect(audit).toHaveLength(1)
    expect(audit[0].after).toEqual({ expiresAt: '2099-03-31T00:00:00.000Z' })
  })

  it('once past, the badge shows as expired and is no longer the organization’s', async () => {
    const yesterday = new Date(Date.now() - 86_400_000)
    await server.services.db.update(organizationVerifications).set({ expiresAt: yesterday }).where(eq(organizationVerifications.id, verificationId))
    const page = await check(`/verify/${code}`)
    expect(page.status).toBe(200)
    expect(text(page.body)).toContain(`Expired on ${day(yesterday)}: this badge is no longer in force.`)
    expect((await checkJson(`/verify/${code}.json`)).json).toMatchObject({ state: 'expired', expiresAt: yesterday.toISOString(), revokedAt: null })
    expect((await memberOf('sarah@kyw.example.org'))!.organization.verified).toBeNull()
    expect((await member.page('/dashboard')).html).not.toContain(`/verify/${code}`)
    // Back in force for the revocation below.
    await server.services.db.update(organizationVerifications).set({ expiresAt: null }).where(eq(organizationVerifications.id, verificationId))
    expect((await memberOf('sarah@kyw.example.org'))!.organization.verified?.tier).toBe('standard')
  })
})

describe('An admin revoking a badge', () => {
  it('needs a reason from the list', async () => {
    for (const revokeReason of ['', 'because I said so']) {
      const response = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'revoke', revokeReason })
      expect(response.status).toBe(400)
      expect(messages(await response.text(), 'alert')).toContain('Choose why the badge is revoked.')
    }
    expect((await row()).revokedAt).toBeNull()
  })

  it('revokes it: the check says revoked with the reason’s category, the badge leaves the member and the profile, the team is told', async () => {
    // The organization publishes its profile first, so the check links to it and the badge shows there.
    expect((await member.post('/profile/public', { intent: 'settings', enabled: 'on' })).status).toBe(302)
    const profile = (await checkJson(`/verify/${code}.json`)).json.organization.profileUrl as string
    expect(profile).toBe(`${server.url}/org/kampala-youth-works`)
    expect(text((await check('/org/kampala-youth-works')).body)).toContain('Verified at the Standard level on')

    const response = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'revoke', revokeReason: 'registration_lapsed' })
    expect(response.status).toBe(302)
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Badge revoked. The organization’s team has been told.')
    const revoked = await row()
    expect(revoked).toMatchObject({ revokedReason: 'registration_lapsed', verificationStatus: 'approved' })

    const page = await check(`/verify/${code}`)
    expect(page.status).toBe(200)
    const words = text(page.body)
    expect(words).toContain(`Revoked on ${day(revoked.revokedAt!)}: this badge is no longer in force.`)
    expect(words).toContain('Reason: Registration lapsed')
    expect(words).not.toContain('Valid:')
    expect((await checkJson(`/verify/${code}.json`)).json).toMatchObject({ state: 'revoked', revokedAt: revoked.revokedAt!.toISOString(), revokedReason: 'registration_lapsed' })

    expect((await memberOf('sarah@kyw.example.org'))!.organization.verified).toBeNull()
    const org = text((await check('/org/kampala-youth-works')).body)
    expect(org).toContain('This organization has no verification badge in force.')
    expect(org).not.toContain('Check this badge')
    expect(text((await member.page('/notifications')).html)).toContain('Your Standard verification badge (Silver) was revoked: Registration lapsed.')
    expect(
      await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.revoke'), eq(auditLog.entityId, String(verificationId)))),
    ).toHaveLength(1)

    // Done once: a second revocation is refused, and the expiry can no longer change.
    const again = await admin.post(`/admin/verifications/${verificationId}`, { intent: 'revoke', revokeReason: 'misconduct' })
    expect(again.status).toBe(409)
    expect((await row()).revokedReason).toBe('registration_lapsed')
    expect(text((await admin.page(`/admin/verifications/${verificationId}`)).html)).toContain(`Revoked on ${day(revoked.revokedAt!)} (Registration lapsed).`)
  })
})
