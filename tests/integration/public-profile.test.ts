import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, organizationMembers, organizations, organizationVerifications, verificationDocuments } from '../../app/db/schema/index.ts'
import type { MemberRole } from '../../app/catalog/team.ts'
import { brandFor } from '../../app/domain/public-profile/brand.server.ts'
import { organizationOf, newMember, signedInAs } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** A real 1×1 PNG, and the same bytes named as something else. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const SLUG = 'kampala-youth-works'
/** What the organization holds that no public page may show. */
const PRIVATE = {
  registrationNumber: 'UG-NGO-2020-0077',
  budget: ['987654321', '987,654,321'],
  ownerName: 'Sarah Namuli',
  ownerEmail: 'sarah@kyw.example.org',
  editorName: 'Peter Okello',
  editorEmail: 'peter@kyw.example.org',
  document: 'bank-statement-march.pdf',
  reviewerNotes: 'Visited the Jinja Road office',
  applicationNotes: 'Call the programme officer on Tuesday about the budget',
}
const FIELDS = {
  country: ['Uganda'],
  // Every sector it works in, the main one first (ADR 056).
  sector: ['Sectors Education and Gender Equality'],
  mission: ['We train young people in Kampala in trades that lead to decent work.'],
  programAreas: ['Apprenticeships and job placement'],
  website: ['kyw.example.org'],
} as const

let server: TestServer
let owner: TestClient
let orgId: string

const db = () => server.services.db
const visitor = () => server.client()
const publicPage = async (slug = SLUG) => {
  const response = await visitor().get(`/org/${slug}`)
  return { status: response.status, html: await response.text() }
}
const saveSettings = (client: TestClient, fields: string[], extra: Record<string, string> = { enabled: 'on' }) => {
  const body = new URLSearchParams({ intent: 'settings', ...extra })
  for (const f of fields) body.append('fields', f)
  return client.request('/profile/public', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}
const saveBrand = (client: TestClient, fields: Record<string, string>, logo?: [Blob, string]) => {
  const form = new FormData()
  form.set('intent', 'brand')
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (logo) form.set('logo', logo[0], logo[1])
  return client.request('/profile/public', { method: 'POST', body: form })
}
const onPlan = (plan: 'free' | 'premium', renews = new Date(Date.now() + 300 * 86_400_000)) =>
  db()
    .update(organizations)
    .set({ plan, planRenewsAt: plan === 'free' ? null : renews })
    .where(eq(organizations.id, orgId))
/** Someone else in the team, with a role (the invitation flow is another test's). */
async function teammate(name: string, email: string, role: MemberRole) {
  const client = await newMember(server, { name, email })
  const { userId } = await organizationOf(server, email)
  await db().delete(organizationMembers).where(eq(organizationMembers.userId, userId))
  await db().insert(organizationMembers).values({ organizationId: orgId, userId, role })
  return client
}

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Youth Skills Fund' })] })
  owner = await newMember(server, { name: PRIVATE.ownerName, email: PRIVATE.ownerEmail, orgName: 'Kampala Youth Works' })
  orgId = (await organizationOf(server, PRIVATE.ownerEmail)).id
  await db()
    .update(organizations)
    .set({
      country: 'UG',
      sector: 'education',
      sectors: ['education', 'gender_equality'],
      mission: FIELDS.mission[0],
      programAreas: FIELDS.programAreas[0],
      website: 'https://kyw.example.org',
      registrationNumber: PRIVATE.registrationNumber,
      annualBudgetUsd: 987654321,
    })
    .where(eq(organizations.id, orgId))
  // An approved verification with its reviewer's notes and a private document, and an application with notes.
  const [verification] = await db()
    .insert(organizationVerifications)
    .values({
      organizationId: orgId,
      verificationTier: 'premium',
      verificationFeePaid: 0,
      paymentStatus: 'paid',
      verificationStatus: 'approved',
      registrationNumber: PRIVATE.registrationNumber,
      groundCheckNotes: PRIVATE.reviewerNotes,
      decidedAt: new Date('2026-10-05T10:00:00Z'),
      checkCode: 'K7M2P9QXRT',
    })
    .returning({ id: organizationVerifications.id })
  await db()
    .insert(verificationDocuments)
    .values({ verificationId: verification.id, group: 'bank_statements', fileName: PRIVATE.document, contentType: 'application/pdf', size: 10, sha256: 'x', storageKey: 'documents/x' })
  const [g] = await db().select({ id: grants.id }).from(grants)
  await db().insert(applications).values({ organizationId: orgId, grantId: g.id, notes: PRIVATE.applicationNotes })
})
afterAll(() => server?.close())

describe('A public profile', () => {
  it('does not exist until the organization publishes it (404)', async () => {
    expect((await publicPage()).status).toBe(404)
    const settings = await owner.page('/profile/public')
    expect(settings.status).toBe(200)
    expect(text(settings.html)).toContain('Not published: nobody outside your team can see it.')
  })

  it('is published at an address made from the name, with the name and badge only by default', async () => {
    const response = await saveSettings(owner, [])
    expect(response.status).toBe(302)
    expect(messages((await owner.follow(response)).html, 'status')).toContain('Your public profile is published.')
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId))
    expect(org.slug).toBe(SLUG)
    expect(org.publicProfile).toEqual({ enabled: true, fields: [], indexable: false })
    const page = await publicPage()
    expect(page.status).toBe(200)
    const words = text(page.html)
    expect(words).toContain('Kampala Youth Works')
    expect(words).toContain('Verified at the Premium level on Oct 5, 2026.')
    expect(words).toContain('Gold verified · Oct 5, 2026')
    expect(page.html).toContain('href="/verify/K7M2-P9QX-RT"')
    expect(page.html).toContain('data-testid="badge-qr"')
    expect(words).toContain(`${server.url}/verify/K7M2-P9QX-RT`)
    expect(words).toContain('Public profile powered by Harambee')
    // Not chosen, so not shown; and search engines are asked not to list it.
    for (const values of Object.values(FIELDS)) for (const v of values) expect(words).not.toContain(v)
    expect(page.html).toContain('name="robots" content="noindex"')
  })

  it('shows each field only when it is chosen', async () => {
    for (const field of Object.keys(FIELDS)) {
      expect((await saveSettings(owner, [field])).status).toBe(302)
      const words = text((await publicPage()).html)
      for (const [other, otherValues] of Object.entries(FIELDS)) for (const v of otherValues) expect(words.includes(v), `${field} chosen: ${other} "${v}"`).toBe(other === field)
    }
    const page = await publicPage()
    expect(page.html).toContain('href="https://kyw.example.org"')
    expect(page.html).toContain('rel="nofollow ugc noopener noreferrer"')
  })

  it('never shows what is private, whatever is chosen', async () => {
    await saveSettings(owner, ['country', 'sector', 'mission', 'programAreas', 'website', 'logo'], { enabled: 'on', indexable: 'on' })
    await teammate(PRIVATE.editorName, PRIVATE.editorEmail, 'editor')
    const page = await publicPage()
    expect(page.html).not.toContain('name="robots" content="noindex"')
    for (const secret of [
      PRIVATE.registrationNumber,
      ...PRIVATE.budget,
      PRIVATE.ownerName,
      PRIVATE.ownerEmail,
      PRIVATE.editorName,
      PRIVATE.editorEmail,
      PRIVATE.document,
      PRIVATE.reviewerNotes,
      PRIVATE.applicationNotes,
    ]) {
      expect(page.html, secret).not.toContain(secret)
    }
    // Nor the badge check, which is public whatever the profile shows.
    const check = await (await visitor().get('/verify/K7M2-P9QX-RT')).text()
    for (const secret of [
      PRIVATE.registrationNumber,
      ...PRIVATE.budget,
      PRIVATE.ownerName,
      PRIVATE.ownerEmail,
      PRIVATE.editorName,
      PRIVATE.document,
      PRIVATE.reviewerNotes,
      PRIVATE.applicationNotes,
    ]) {
      expect(check, secret).not.toContain(secret)
    }
  })

  it('keeps its address when unpublished and published again, and another organization of the same name gets -2', async () => {
    expect((await saveSettings(owner, ['country'], {})).status).toBe(302)
    expect((await publicPage()).status).toBe(404)
    expect((await visitor().get('/org/no-such-organization')).status).toBe(404)
    await saveSettings(owner, ['country', 'mission'])
    expect((await publicPage()).status).toBe(200)
    const twin = await newMember(server, { name: 'Joseph Mugisha', email: 'joseph@kyw2.example.org', orgName: 'Kampala Youth Works' })
    expect((await saveSettings(twin, [])).status).toBe(302)
    expect((await organizationOf(server, 'joseph@kyw2.example.org')).slug).toBe(`${SLUG}-2`)
    expect((await publicPage(`${SLUG}-2`)).status).toBe(200)
  })

  it('refuses tampered choices, keeping what was ticked', async () => {
    const response = await saveSettings(owner, ['country', 'registrationNumber'])
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toContain('Choose fields from the list shown.')
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="country"/)
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*value="mission"/)
    expect((await db().select().from(organizations).where(eq(organizations.id, orgId)))[0].publicProfile.fields).toEqual(['country', 'mission'])
  })
})

describe('Who may change the public profile', () => {
  it('lets viewers and editors see the settings but not change them; visitors sign in first', async () => {
    const viewer = await teammate('Grace Achieng', 'grace@kyw.example.org', 'viewer')
    const editor = await signedInAs(server, PRIVATE.editorEmail)
    for (const client of [viewer, editor]) {
      const page = await client.page('/profile/public')
      expect(page.status).toBe(200)
      expect(text(page.html)).toContain('Only your organization’s admins and owner can change these settings.')
      expect(page.html).toMatch(/<fieldset disabled=""/)
      const post = await saveSettings(client, [])
      expect(post.status).toBe(302)
      expect(post.headers.get('Location')).toBe('/dashboard')
      expect(messages((await client.follow(post)).html, 'status').join(' ')).toContain('Your role in your organization’s team does not allow this.')
      expect((await saveBrand(client, { brandPrimary: '#1a5c3a' })).headers.get('Location')).toBe('/dashboard')
    }
    expect((await db().select().from(organizations).where(eq(organizations.id, orgId)))[0].publicProfile.fields).toEqual(['country', 'mission'])
    const admin = await teammate('Esther Nakato', 'esther@kyw.example.org', 'admin')
    expect((await saveSettings(admin, ['country', 'mission', 'logo'])).status).toBe(302)
    expect((await visitor().get('/profile/public')).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    expect((await visitor().get('/profile/public/logo')).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })
})

describe('White-label (Premium)', () => {
  it('is refused on Free, and nothing of it shows', async () => {
    const response = await saveBrand(owner, { brandPrimary: '#1a5c3a', brandAccent: '' }, [new Blob([PNG], { type: 'image/png' }), 'logo.png'])
    expect(response.status).toBe(403)
    expect(messages(await response.text(), 'alert')).toContain('Your logo and colours are part of the Premium plan.')
    expect(text((await owner.page('/profile/public')).html)).toContain('With Premium, your public profile and exported reports show your logo and colours instead of ours.')
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId))
    expect([org.logoKey, org.brandPrimary]).toEqual([null, null])
  })

  it('refuses a colour white text cannot be read on, and a malformed one, keeping what was typed', async () => {
    await onPlan('premium')
    const low = await saveBrand(owner, { brandPrimary: '#ffd700', brandAccent: '#12345' })
    expect(low.status).toBe(400)
    const html = await low.text()
    const alerts = messages(html, 'alert')
    expect(alerts).toContain('Main colour: white text on this colour has a contrast of 1.4:1; it needs 4.5:1 or more. Choose a darker colour.')
    expect(alerts).toContain('Accent colour: write the colour as # and six hex digits, such as #1a5c3a.')
    expect(html).toContain('value="#ffd700"')
    expect(html).toContain('value="#12345"')
    expect((await db().select().from(organizations).where(eq(organizations.id, orgId)))[0].brandPrimary).toBeNull()
  })

  it('refuses a logo that is not a PNG, JPEG or WebP image, or too large', async () => {
    const fake = await saveBrand(owner, { brandPrimary: '#1a5c3a' }, [new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'logo.png'])
    expect(fake.status).toBe(400)
    const html = await fake.text()
    expect(messages(html, 'alert')).toContain('The logo must be a PNG, JPEG or WebP image.')
    expect(html).toContain('value="#1a5c3a"')
    const big = new Uint8Array(600 * 1024)
    big.set(PNG)
    const large = await saveBrand(owner, {}, [new Blob([big], { type: 'image/png' }), 'big.png'])
    expect(large.status).toBe(400)
    expect(messages(await large.text(), 'alert')).toContain('The logo must be 512 kB or smaller.')
  })

  it('puts the colours and logo on the public profile while Premium, the logo only when chosen', async () => {
    const saved = await saveBrand(owner, { brandPrimary: '#1A5C3A', brandAccent: '#7a3e00' }, [new Blob([PNG], { type: 'image/png' }), 'logo.png'])
    expect(saved.status).toBe(302)
    expect(messages((await owner.follow(saved)).html, 'status')).toContain('Your logo and colours are saved.')
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId))
    expect(org.brandPrimary).toBe('#1a5c3a')
    expect(org.logoKey).toMatch(new RegExp(`^logos/${orgId}/logo-[0-9a-f-]{36}$`))

    // The logo field was chosen by the admin above.
    let page = await publicPage()
    expect(page.html).toMatch(/<style nonce="[^"]+">\[data-brand="org"\]\{--brand-primary:#1a5c3a;--brand-accent:#7a3e00\}<\/style>/)
    expect(page.html).toContain(`src="/org/${SLUG}/logo"`)
    expect(text(page.html)).toContain('Public profile powered by Harambee')
    const logo = await visitor().get(`/org/${SLUG}/logo`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('Content-Type')).toBe('image/png')
    expect(Buffer.from(await logo.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8))
    expect((await owner.get('/profile/public/logo')).status).toBe(200)
    // Data saver on: the logo waits to be asked for, behind a link that names it.
    const saver = visitor()
    await saver.post('/data-saver', { dataSaver: 'on', redirectTo: `/org/${SLUG}` })
    const lean = await saver.page(`/org/${SLUG}`)
    expect(lean.html).not.toContain(`src="/org/${SLUG}/logo"`)
    expect(lean.html).toContain(`href="/org/${SLUG}/logo"`)
    expect(text(lean.html)).toMatch(/Show picture: .*logo/i)
    expect(brandFor(org)).toEqual({ logoUrl: expect.stringMatching(/^\/profile\/public\/logo\?v=/), primary: '#1a5c3a', accent: '#7a3e00' })

    // Logo not chosen: not on the page, and its address answers 404.
    await saveSettings(owner, ['country', 'mission'])
    page = await publicPage()
    expect(page.html).not.toContain(`/org/${SLUG}/logo`)
    expect((await visitor().get(`/org/${SLUG}/logo`)).status).toBe(404)
    expect(page.html).toContain('--brand-primary:#1a5c3a;')
  })

  it('leaves the profile once Premium lapses (kept for its return)', async () => {
    await saveSettings(owner, ['country', 'mission', 'logo'])
    await onPlan('premium', new Date(Date.now() - 86_400_000))
    const page = await publicPage()
    expect(page.status).toBe(200)
    expect(page.html).not.toMatch(/<style nonce="[^"]+">\[data-brand/)
    expect(page.html).not.toContain(`/org/${SLUG}/logo`)
    expect((await visitor().get(`/org/${SLUG}/logo`)).status).toBe(404)
    expect((await owner.get('/profile/public/logo')).status).toBe(404)
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId))
    expect(brandFor(org)).toBeNull()
    expect(org.brandPrimary).toBe('#1a5c3a')
    await onPlan('premium')
    expect((await publicPage()).html).toContain('--brand-primary:#1a5c3a')
  })

  it('removes the logo when asked', async () => {
    const response = await saveBrand(owner, { brandPrimary: '#1a5c3a', brandAccent: '', removeLogo: 'on' })
    expect(response.status).toBe(302)
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId))
    expect([org.logoKey, org.brandAccent]).toEqual([null, null])
    expect((await visitor().get(`/org/${SLUG}/logo`)).status).toBe(404)
  })
})
