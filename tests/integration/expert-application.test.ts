import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expertExpertise, expertPortfolio, experts, expertStats, notifications, paymentEvents, paymentSessions, scheduledEmails, user } from '../../app/db/schema/index.ts'
import { parseExpertForm } from '../../app/domain/experts/application-form.ts'
import { saveExpertApplication } from '../../app/domain/experts/save-expert-application.server.ts'
import { settleExpertMembership } from '../../app/domain/experts/settle-expert-membership.server.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxPayload } from '../../app/domain/payments/sandbox-provider.server.ts'
import { expireExpertMemberships, scanExpertRenewalNotices } from '../../app/jobs/expert-memberships.server.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Becoming a grant expert (issue 11, items 4 and 10): the application with its per-field messages,
 * written whole or not at all, one per member; the photo checked by content and size; the admin's
 * decision; the membership paid through a verified payment event for a year; the renewal reminder
 * once; expiry that hides the profile.
 */
let server: TestServer
let admin: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server)
})
afterAll(async () => {
  await server?.close()
})

const HERE = '/become-grant-expert'
const APPLICATION: Record<string, string> = {
  professionalTitle: 'Senior grant writer, health and education',
  bio: 'Twelve years writing proposals for community health and girls’ education programmes across East Africa.',
  yearsExperience: '12',
  hourlyRateMin: '40',
  hourlyRateMax: '80',
  country: 'KE',
  membershipTier: 'pro',
  availabilityStatus: 'available',
  expertiseRows: '2',
  'expertise-0-sector': 'health',
  'expertise-0-grantType': 'project',
  'expertise-0-geographicFocus': 'east_africa',
  'expertise-1-sector': 'education',
  portfolioRows: '2',
  'portfolio-0-title': 'Maternal health outreach in Kisumu',
  'portfolio-0-description': 'Proposal for a three-year community health worker programme.',
  'portfolio-0-sector': 'health',
  'portfolio-0-completionDate': '2024-05-01',
  'portfolio-0-grantAmount': '250000',
  'portfolio-0-won': 'yes',
  'portfolio-1-title': 'Girls in science scholarships',
  'portfolio-1-won': 'no',
  'portfolio-1-grantAmount': '80000',
}
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(7)])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(3)])

/** Posts the application form as a browser does (multipart), with its languages and an optional photo. */
function send(client: TestClient, fields: Record<string, string>, options: { languages?: string[]; photo?: { bytes: Uint8Array; name: string; type: string } } = {}) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const l of options.languages ?? ['en', 'sw']) form.append('languages', l)
  if (options.photo) form.append('photo', new Blob([options.photo.bytes as Uint8Array<ArrayBuffer>], { type: options.photo.type }), options.photo.name)
  return client.request(HERE, { method: 'POST', body: form })
}

async function expertOf(email: string) {
  const [row] = await server.services.db.select({ expert: experts }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(eq(user.email, email))
  return row?.expert
}

async function applied(email: string, fields = APPLICATION) {
  const member = await newMember(server, { email, name: 'Wanjiku Otieno' })
  const response = await send(member, fields)
  expect(response.status).toBe(302)
  return { member, expert: (await expertOf(email))! }
}

async function approve(id: string) {
  const response = await admin.post('/admin', { intent: 'writer-approve', id })
  expect(messages((await admin.follow(response)).html, 'status')).toContain('Grant expert approved')
}

/** Pays the membership in the sandbox (its signed webhook settles it) and returns the checkout's session. */
async function pay(member: TestClient) {
  const checkout = (await member.post(HERE, { intent: 'pay' })).headers.get('Location')!
  expect(checkout).toMatch(/\/payments\/sandbox\/cs_sandbox_/)
  const path = checkout.replace(server.url, '')
  const paid = await member.post(path, { outcome: 'pay' })
  expect(paid.headers.get('Location')).toBe(`${server.url}${HERE}?payment=success`)
  return path.split('/').pop()!
}

describe('The application form', () => {
  it('sends signed-out visitors to sign in, and back here afterwards', async () => {
    const response = await server.client().get(HERE)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(HERE)}`)
  })

  it('shows the tiers from the catalogue with their prices, and "Coming soon" on the features not built', async () => {
    const member = await newMember(server, { email: 'tiers@example.org' })
    const body = text((await member.page(HERE)).html)
    for (const s of ['Become a Grant Expert', 'Basic', '$125 a year', 'Pro', '$225 a year', 'Most Popular', 'Elite', '$999 a year', 'never a percentage of the grant']) expect(body).toContain(s)
    // The AI features are built (ADR 081); with no model configured here, they are not offered at all (ADR 072).
    expect(body).not.toContain('AI chat assistant Coming soon')
    expect(body).toContain('AI chat assistant Needs the assistant — not offered here')
    expect(body).not.toContain('Networking events Coming soon')
    expect(body).not.toContain('Featured placement in the directory Coming soon')
    expect(body).not.toContain('Profile listing in the directory Coming soon')
    // Not built yet, so not sold as included.
    expect(body).not.toContain('Profile analytics Coming soon')
    // Priority notifications are built (ADR 074): listed as included, not Coming soon.
    expect(body).toContain('Priority email notifications')
    expect(body).not.toContain('Priority email notifications Coming soon')
    // Elite's "featured on site" says what it does: the directory lists Elite first.
    expect(body).toContain('Listed first in the directory, ahead of every other tier')
    expect(body).not.toContain('Featured first')
  })

  it('shows Pro as everything in Basic and more, and Elite as everything in Pro and more', async () => {
    const member = await newMember(server, { email: 'cumulative@example.org' })
    const body = text((await member.page(HERE)).html)
    expect(body).toMatch(/Pro Most Popular \$225 a year Everything in Basic AI project analysis/)
    expect(body).toMatch(/Elite \$999 a year Everything in Pro AI content generation Needs the assistant — not offered here AI image generation/)
    expect(body).toMatch(/Basic \$125 a year Profile listing in the directory/)
  })

  it('refuses an email address or a phone number in the title, bio or portfolio, field by field, and writes nothing', async () => {
    const member = await newMember(server, { email: 'contact-details@example.org' })
    const response = await send(member, {
      ...APPLICATION,
      professionalTitle: 'Grant writer, write to wanjiku@example.org',
      bio: 'Twelve years of proposals for health programmes. Call me on +254 712 345 678 to talk about yours.',
      'portfolio-0-title': 'Kisumu outreach, wanjiku.grants@example.com',
      'portfolio-0-description': 'Ask for the full proposal on 0712 345 678.',
    })
    expect(response.status).toBe(400)
    const shown = messages(await response.text(), 'alert')
    for (const m of [
      'Remove the email address or phone number from your professional title: clients receive your contact details once you accept their request.',
      'Remove the email address or phone number from your bio: clients receive your contact details once you accept their request.',
      'Remove the email address or phone number from the project title: clients receive your contact details once you accept their request.',
      'Remove the email address or phone number from the project description: clients receive your contact details once you accept their request.',
    ])
      expect(shown).toContain(m)
    expect(await expertOf('contact-details@example.org')).toBeUndefined()
    // Years, amounts and dates are not phone numbers.
    expect((await send(member, APPLICATION)).status).toBe(302)
  })

  it('says what is wrong beside each field, keeps what was typed, and writes nothing', async () => {
    const member = await newMember(server, { email: 'empty@example.org' })
    const response = await send(
      member,
      {
        professionalTitle: 'Grant writer',
        bio: 'Too short',
        yearsExperience: 'many',
        hourlyRateMin: '90',
        hourlyRateMax: '30',
        expertiseRows: '1',
        portfolioRows: '1',
        'portfolio-0-grantAmount': '12',
      },
      { languages: [] },
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    const shown = messages(html, 'alert')
    for (const m of [
      'Bio must be at least 50 characters',
      'Enter your years of experience as a whole number from 0 to 60',
      'The highest hourly rate must be at least the lowest',
      'Choose at least one language you work in',
      'Choose the country you work from',
      'Choose a membership tier',
      'Add at least one area of expertise',
      'Project title must be 3 to 200 characters',
    ])
      expect(shown).toContain(m)
    expect(html).toContain('value="Grant writer"')
    expect(html).toContain('Too short</textarea>')
    expect(await expertOf('empty@example.org')).toBeUndefined()
  })

  it('adds another expertise row without JavaScript, keeping what was typed', async () => {
    const member = await newMember(server, { email: 'rows@example.org' })
    const response = await send(member, { ...APPLICATION, expertiseRows: '2', intent: 'add-expertise' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('name="expertise-2-sector"')
    expect(html).toContain('value="Senior grant writer, health and education"')
    expect(await expertOf('rows@example.org')).toBeUndefined()
  })

  it('takes a JPEG, PNG or WebP photo checked by its content and size, and serves it only to the applicant and admins', async () => {
    const member = await newMember(server, { email: 'photo@example.org' })
    const fake = await send(member, APPLICATION, { photo: { bytes: new TextEncoder().encode('not an image at all'), name: 'me.jpg', type: 'image/jpeg' } })
    expect(fake.status).toBe(400)
    expect(messages(await fake.text(), 'alert')).toContain('The photo must be a JPEG, PNG or WebP image')
    const large = new Uint8Array(2 * 1024 * 1024 + 10)
    large.set(JPEG)
    const tooLarge = await send(member, APPLICATION, { photo: { bytes: large, name: 'big.jpg', type: 'image/jpeg' } })
    expect(tooLarge.status).toBe(400)
    expect(messages(await tooLarge.text(), 'alert')).toContain('The photo must be 2 MB or smaller')
    // Far past the limit, the upload is not even read: the page still says why.
    const huge = new Uint8Array(4 * 1024 * 1024)
    huge.set(JPEG)
    const unread = await send(member, APPLICATION, { photo: { bytes: huge, name: 'huge.jpg', type: 'image/jpeg' } })
    expect(unread.status).toBe(413)
    expect(messages(await unread.text(), 'alert')).toContain('The photo must be 2 MB or smaller')
    expect(await expertOf('photo@example.org')).toBeUndefined()

    // Named .jpg but a PNG inside: its content decides.
    expect((await send(member, APPLICATION, { photo: { bytes: PNG, name: 'me.jpg', type: 'image/jpeg' } })).status).toBe(302)
    const expert = (await expertOf('photo@example.org'))!
    expect(expert.profileImageUrl).toMatch(/^experts\//)
    const own = await member.get(`${HERE}/photo/${expert.id}`)
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Type')).toBe('image/png')
    expect((await admin.get(`${HERE}/photo/${expert.id}`)).status).toBe(200)
    const other = await newMember(server, { email: 'nosy@example.org' })
    expect((await other.get(`${HERE}/photo/${expert.id}`)).status).toBe(404)

    // A new photo replaces the old one in storage.
    expect((await send(member, APPLICATION, { photo: { bytes: JPEG, name: 'new.jpg', type: 'image/jpeg' } })).status).toBe(302)
    const replaced = (await expertOf('photo@example.org'))!
    expect(replaced.profileImageUrl).not.toBe(expert.profileImageUrl)
    expect(await server.services.storage.get(expert.profileImageUrl!)).toBeNull()
    expect((await member.get(`${HERE}/photo/${expert.id}`)).headers.get('Content-Type')).toBe('image/jpeg')
  })

  it('writes the application whole (expertise, portfolio, stats) as pending, one per member', async () => {
    const adminNotices = async () => (await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'expertJoin.notification.adminNew'))).length
    const before = await adminNotices()
    const { member, expert } = await applied('whole@example.org')
    expect(expert).toMatchObject({ applicationStatus: 'pending', membershipStatus: 'inactive', membershipTier: 'pro', hourlyRateMin: 40, hourlyRateMax: 80, languages: ['en', 'sw'], country: 'KE' })
    const db = server.services.db
    expect(await db.select().from(expertExpertise).where(eq(expertExpertise.expertId, expert.id))).toHaveLength(2)
    expect(await db.select().from(expertPortfolio).where(eq(expertPortfolio.expertId, expert.id))).toHaveLength(2)
    const [stats] = await db.select().from(expertStats).where(eq(expertStats.expertId, expert.id))
    expect(stats).toMatchObject({ totalProjects: 2, successRate: 50, totalFundingSecured: 250000 })
    const page = await member.follow(await send(member, { ...APPLICATION, professionalTitle: 'Lead grant writer', expertiseRows: '1', 'expertise-1-sector': '' }))
    expect(text(page.html)).toContain('Application under review')
    // Sending again edits the one application: still one row, still pending.
    const mine = await db.select().from(experts).where(eq(experts.userId, expert.userId))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ professionalTitle: 'Lead grant writer', applicationStatus: 'pending' })
    expect(await db.select().from(expertExpertise).where(eq(expertExpertise.expertId, expert.id))).toHaveLength(1)
    // Nothing to pay before approval.
    expect(messages((await member.follow(await member.post(HERE, { intent: 'pay' }))).html, 'status')).toContain('There is no membership to pay right now.')
    // The admins were told once, when the application arrived, not again when it was edited.
    expect(await adminNotices()).toBe(before + 1)
    expect(text((await admin.page('/notifications')).html)).toContain('A grant expert applied to the directory (“Senior grant writer, health and education”)')
    expect(await db.select().from(paymentSessions).where(eq(paymentSessions.referenceId, expert.id))).toHaveLength(0)
  })
  it('leaves nothing half-written when the database refuses part of an application, not even the photo', async () => {
    await newMember(server, { email: 'atomic@example.org' })
    const [member] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'atomic@example.org'))
    const parsed = parseExpertForm({ ...APPLICATION, languages: ['en'], expertise: [{ sector: 'health', grantType: '', geographicFocus: '' }], portfolio: [] } as never)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    // A grant amount past the column's range gets past no form, but here it reaches the database: the last insert fails.
    const data = { ...parsed.data, portfolio: [{ title: 'Too large', description: null, sector: null, completionDate: null, grantAmount: 3_000_000_000, wasSuccessful: true }] }
    const stored: string[] = []
    const storage = {
      ...server.services.storage,
      put: async (key: string, bytes: Uint8Array) => {
        stored.push(key)
        await server.services.storage.put(key, bytes)
      },
    }
    await expect(saveExpertApplication(server.services.db, storage, member.id, data, { bytes: PNG })).rejects.toThrow()
    expect(await expertOf('atomic@example.org')).toBeUndefined()
    expect(stored).toHaveLength(1)
    expect(await server.services.storage.get(stored[0])).toBeNull()
  })
})

describe('Approval and the membership payment', () => {
  it('approves (asking for payment), is paid through a verified event, and is active for a year; a replay changes nothing', async () => {
    const { member, expert } = await applied('paid@example.org')
    const tab = text((await admin.page('/admin?tab=writers')).html)
    for (const s of ['Wanjiku Otieno', 'Senior grant writer, health and education', 'Pro ($225 a year)', 'Maternal health outreach in Kisumu', 'Won', '$250,000', 'Kenya']) expect(tab).toContain(s)
    await approve(expert.id)
    expect((await expertOf('paid@example.org'))!).toMatchObject({ applicationStatus: 'approved', membershipStatus: 'inactive' })
    const [note] = await server.services.db.select().from(notifications).where(eq(notifications.userId, expert.userId))
    expect(note).toMatchObject({ messageId: 'expertJoin.notification.approved', link: HERE })
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'paid@example.org' && m.subject === 'Your grant expert application is approved')
    expect(mail?.text).toContain(`${server.url}${HERE}`)
    const page = text((await member.page(HERE)).html)
    expect(page).toContain('Application approved')
    expect(page).toContain('Pay membership ($225)')

    const before = Date.now()
    const sessionId = await pay(member)
    const active = (await expertOf('paid@example.org'))!
    expect(active.membershipStatus).toBe('active')
    const year = new Date(before)
    year.setUTCMonth(year.getUTCMonth() + 12)
    expect(Math.abs(active.membershipExpiresAt!.getTime() - year.getTime())).toBeLessThan(60 * 60 * 1000)
    const [session] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId))
    expect(session).toMatchObject({ purpose: 'expert_membership', amountUsd: 225, status: 'paid', referenceId: expert.id })
    const shown = text((await member.page(`${HERE}?payment=success`)).html)
    expect(shown).toContain('Membership active')
    expect(shown).toContain('Payment Successful')

    // Another event for the paid checkout, then the same event again (a provider's retry): neither extends the year.
    const body = sandboxEvent(sessionId, true)
    const signature = signSandboxPayload(server.services.secrets.sandboxPayments, body)
    const deliver = () => fetch(`${server.url}/api/payments/webhook/sandbox`, { method: 'POST', headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, body })
    expect(await (await deliver()).json()).toMatchObject({ outcome: 'applied' })
    expect(await (await deliver()).json()).toMatchObject({ outcome: 'duplicate' })
    expect((await expertOf('paid@example.org'))!.membershipExpiresAt).toEqual(active.membershipExpiresAt)
    expect(await server.services.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(2)
    expect((await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.referenceId, expert.id))).map((x) => x.status)).toEqual(['paid'])

    // A second payment for the year already paid is not settled (it is returned).
    const outcome = await server.services.db.transaction((tx) => settleExpertMembership(tx, { ...session, id: 'cs_other', status: 'open' }))
    expect(outcome).toBe('already-settled')
    // A running membership is not renewed years ahead: nothing to pay until the renewal window.
    expect(messages((await member.follow(await member.post(HERE, { intent: 'pay' }))).html, 'status')).toContain('There is no membership to pay right now.')
  })

  it('rejects with a reason the applicant sees, and lets them apply again', async () => {
    const { member, expert } = await applied('rejected@example.org')
    const reject = await admin.post('/admin', { intent: 'writer-reject', id: expert.id, reason: 'Please describe two past proposals.' })
    expect(messages((await admin.follow(reject)).html, 'status')).toContain('Grant expert rejected')
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'rejected@example.org' && m.subject === 'Your grant expert application')
    expect(mail?.text).toContain('Reason: Please describe two past proposals.')
    const page = text((await member.page(HERE)).html)
    for (const s of ['Application not approved', 'Please describe two past proposals.', 'Send application again']) expect(page).toContain(s)
    const again = await send(member, APPLICATION)
    expect(messages((await member.follow(again)).html, 'status')).toContain('Application sent again. We will email you when it has been reviewed.')
    expect((await expertOf('rejected@example.org'))!).toMatchObject({ applicationStatus: 'pending', rejectionReason: null })
  })

  it('keeps the tier paid for while the membership runs', async () => {
    const { member, expert } = await applied('tier@example.org')
    await approve(expert.id)
    await pay(member)
    expect((await send(member, { ...APPLICATION, membershipTier: 'elite', availabilityStatus: 'limited' })).status).toBe(302)
    expect((await expertOf('tier@example.org'))!).toMatchObject({ membershipTier: 'pro', availabilityStatus: 'limited', membershipStatus: 'active' })
  })
})

describe('Renewal and expiry', () => {
  it('shows a membership past its end as expired at once, before the nightly job marks it, and offers the renewal', async () => {
    const { member, expert } = await applied('lapsed-now@example.org')
    await approve(expert.id)
    await pay(member)
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() - 60 * 1000) })
      .where(eq(experts.id, expert.id))
    expect((await expertOf('lapsed-now@example.org'))!.membershipStatus).toBe('active')
    const page = text((await member.page(HERE)).html)
    expect(page).toContain('Membership expired')
    expect(page).not.toContain('Membership active')
    expect(page).toContain('Renew for a year ($225)')
  })

  it('reminds once before the year ends; renewing adds a year to the current end', async () => {
    const { member, expert } = await applied('renew@example.org')
    await approve(expert.id)
    await pay(member)
    const db = server.services.db
    const ends = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)
    await db.update(experts).set({ membershipExpiresAt: ends }).where(eq(experts.id, expert.id))
    const jobs = inlineJobServices(server)
    await scanExpertRenewalNotices.handler({}, jobs)
    await scanExpertRenewalNotices.handler({}, jobs)
    const reminders = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'renew@example.org' && m.subject.startsWith('Your grant expert membership ends on'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0].text).toContain(`${server.url}${HERE}`)
    expect((await db.select().from(notifications).where(eq(notifications.userId, expert.userId))).filter((n) => n.messageId === 'expertJoin.notification.renewalDue')).toHaveLength(1)
    expect((await expertOf('renew@example.org'))!.renewalNoticeSentAt).not.toBeNull()

    expect(text((await member.page(HERE)).html)).toContain('Renew for a year ($225)')
    await pay(member)
    const renewed = (await expertOf('renew@example.org'))!
    const expected = new Date(ends)
    expected.setUTCMonth(expected.getUTCMonth() + 12)
    expect(renewed.membershipExpiresAt!.getTime()).toBe(expected.getTime())
    expect(renewed.renewalNoticeSentAt).toBeNull()
  })

  it('expires a membership past its end, hiding the profile, and tells the expert once', async () => {
    const { member, expert } = await applied('expire@example.org')
    await approve(expert.id)
    await pay(member)
    const db = server.services.db
    await db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() - 60 * 1000) })
      .where(eq(experts.id, expert.id))
    const jobs = inlineJobServices(server)
    await expireExpertMemberships.handler({}, jobs)
    await expireExpertMemberships.handler({}, jobs)
    expect((await expertOf('expire@example.org'))!.membershipStatus).toBe('expired')
    const told = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'expire@example.org' && m.subject === 'Your grant expert membership has ended')
    expect(told).toHaveLength(1)
    expect((await db.select().from(scheduledEmails).where(eq(scheduledEmails.userId, expert.userId))).filter((e) => e.kind === 'expert-expired')).toHaveLength(1)
    const page = text((await member.page(HERE)).html)
    expect(page).toContain('Membership expired')
    expect(page).toContain('Renew for a year ($225)')
    // Renewing an expired membership starts a new year from now.
    const before = Date.now()
    await pay(member)
    const back = (await expertOf('expire@example.org'))!
    expect(back.membershipStatus).toBe('active')
    expect(back.membershipExpiresAt!.getTime()).toBeGreaterThan(before + 364 * 24 * 60 * 60 * 1000)
  })
})
