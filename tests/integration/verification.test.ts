import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationVerifications, paymentEvents, paymentSessions, receipts } from '../../app/db/schema/index.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxPayload, verifySandboxSignature } from '../../app/domain/payments/sandbox-provider.server.ts'
import { newMember } from '../support/accounts.ts'
import { ALL_DOCUMENTS, submitStandardApplication } from '../support/verification.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function apply(member: TestClient, tier: string) {
  const response = await member.post('/get-verified', { tier })
  expect(response.status).toBe(303)
  const location = response.headers.get('Location')!
  return { path: location, id: Number(location.split('/').pop()) }
}
const row = async (id: number) => (await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, id)))[0]

const BASIC_INFO = { intent: 'next', step: '1', organizationName: 'Lilongwe Honey Growers', registrationNumber: 'MW-NGO-2019-0042', websiteUrl: 'https://honey.example.org', socialMediaLinks: '' }
const LOCATION = { intent: 'next', step: '2', country: 'MW', city: 'Lilongwe', regionState: 'Central Region', streetAddress: 'Plot 12, Area 47', address: 'Plot 12, Area 47, Lilongwe, Malawi' }
const MISSION = {
  intent: 'next',
  step: '3',
  missionStatement: 'We help rural families earn a steady living from beekeeping and honey.',
  programAreas: 'Beekeeping training, honey processing, market access',
}

describe('Get verified', () => {
  it('shows four tiers with the first 5 features and a toggle for the rest, Premium as Most Popular', async () => {
    const { html } = await server.client().page('/get-verified')
    const body = text(html)
    for (const s of ['Basic', 'Standard', 'Premium', 'Elite', '$150', '$299', '$499', '$999', 'Most Popular', 'Bronze badge', 'Platinum badge']) expect(body).toContain(s)
    expect(body).toContain('Show all 22 features')
    expect(html.match(/aria-label="Apply Now: /g)).toHaveLength(4)
  })

  it('sends visitors who apply to sign in', async () => {
    const response = await server.client().post('/get-verified', { tier: 'basic' })
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fget-verified')
  })

  it('creates the application with payment pending and the tier’s fee decided on the server', async () => {
    const member = await newMember(server, { email: 'applicant@example.org', orgName: 'Lilongwe Honey Growers' })
    const { id, path } = await apply(member, 'premium')
    expect(path).toBe(`/verification-application/${id}`)
    expect(await row(id)).toMatchObject({ verificationTier: 'premium', verificationFeePaid: 499, paymentStatus: 'pending', verificationStatus: 'draft', organizationName: 'Lilongwe Honey Growers' })
    expect((await member.post('/get-verified', { tier: 'platinum-plus' })).headers.get('Location')).toBe('/get-verified')
  })
})

describe('The verification wizard', () => {
  it('has 4 steps for Basic and 6 for the other tiers, with percent complete', async () => {
    const member = await newMember(server, { email: 'steps@example.org' })
    const basic = text((await member.page((await apply(member, 'basic')).path)).html)
    expect(basic).toContain('Step 1 of 4: Basic Info')
    expect(basic).toContain('25% complete')
    for (const s of ['1. Basic Info', '2. Location', '3. Mission', '4. Pay & Submit']) expect(basic).toContain(s)
    const standard = text((await member.page((await apply(member, 'standard')).path)).html)
    expect(standard).toContain('Step 1 of 6: Basic Info')
    expect(standard).toContain('17% complete')
    for (const s of ['4. Leadership', '5. Documents', '6. Pay & Submit']) expect(standard).toContain(s)
  })

  it.each([
    [{ organizationName: 'L' }, 'organizationName', 'Organization name must be at least 2 characters'],
    [{ organizationName: 'L'.repeat(201) }, 'organizationName', 'Organization name is too long'],
    [{ registrationNumber: '' }, 'registrationNumber', 'Registration number is required'],
    [{ registrationNumber: 'r'.repeat(101) }, 'registrationNumber', 'Registration number is too long'],
    [{ websiteUrl: 'honey.example' }, 'websiteUrl', 'Invalid URL format'],
    [{ socialMediaLinks: 's'.repeat(1001) }, 'socialMediaLinks', 'Social media links are too long'],
  ])('step 1 refuses %j with "%s" beside the field and in the error summary, once each', async (fields, field, message) => {
    const member = await newMember(server, { email: `s1-${Math.random().toString(36).slice(2)}@example.org` })
    const { path, id } = await apply(member, 'basic')
    const response = await member.post(path, { ...BASIC_INFO, ...fields })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([message])
    expect(html).toContain(`href="#${field}"`)
    expect(html).toContain(`id="${field}-error"`)
    expect(text(html).split(message).length - 1).toBe(2)
    expect((await row(id)).currentStep).toBe(1)
  })

  it.each([
    [{ country: '' }, 'Country is required'],
    [{ country: 'Atlantis' }, 'Country is required'],
    [{ city: 'L' }, 'City is required'],
    [{ city: 'c'.repeat(101) }, 'City name is too long'],
    [{ regionState: '' }, 'Region/State is required'],
    [{ regionState: 'r'.repeat(101) }, 'Region/State name is too long'],
    [{ streetAddress: 'Plot' }, 'Street address is required'],
    [{ streetAddress: 's'.repeat(201) }, 'Street address is too long'],
    [{ address: 'Short' }, 'Please provide a complete address'],
    [{ address: 'a'.repeat(501) }, 'Address is too long'],
  ])('step 2 refuses %j with "%s"', async (fields, message) => {
    const member = await newMember(server, { email: `s2-${Math.random().toString(36).slice(2)}@example.org` })
    const { path } = await apply(member, 'basic')
    await member.post(path, BASIC_INFO)
    const response = await member.post(path, { ...LOCATION, ...fields })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain(message)
  })

  it.each([
    [{ missionStatement: 'Too short.' }, 'Mission statement must be at least 50 characters'],
    [{ missionStatement: 'm'.repeat(2001) }, 'Mission statement is too long'],
    [{ programAreas: 'Bees' }, 'Please provide detailed program areas (minimum 20 characters)'],
    [{ programAreas: 'p'.repeat(2001) }, 'Program areas description is too long'],
  ])('step 3 refuses %j with "%s"', async (fields, message) => {
    const member = await newMember(server, { email: `s3-${Math.random().toString(36).slice(2)}@example.org` })
    const { path } = await apply(member, 'basic')
    await member.post(path, BASIC_INFO)
    await member.post(path, LOCATION)
    const response = await member.post(path, { ...MISSION, ...fields })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain(message)
  })

  it('asks for board members on the Leadership step of the other tiers', async () => {
    const member = await newMember(server, { email: 'leader@example.org' })
    const { path } = await apply(member, 'standard')
    for (const step of [BASIC_INFO, LOCATION, MISSION]) await member.post(path, step)
    const short = await member.post(path, { intent: 'next', step: '4', boardMembers: 'Just me' })
    expect(text(await short.text())).toContain('Please provide board member details (minimum 20 characters)')
    const long = await member.post(path, { intent: 'next', step: '4', boardMembers: 'b'.repeat(2001) })
    expect(text(await long.text())).toContain('Board members list is too long')
  })

  it('saves each step on the server, so the member can leave and come back; Back is disabled on step 1', async () => {
    const member = await newMember(server, { email: 'resume@example.org' })
    const { path, id } = await apply(member, 'basic')
    expect((await member.page(path)).html).toMatch(/<button[^>]*value="back"[^>]*disabled=""|<button[^>]*disabled=""[^>]*value="back"/)
    await member.post(path, BASIC_INFO)
    await member.post(path, LOCATION)
    expect(await row(id)).toMatchObject({ currentStep: 3, city: 'Lilongwe', country: 'MW', registrationNumber: 'MW-NGO-2019-0042' })
    const back = text((await member.page(path)).html)
    expect(back).toContain('Step 3 of 4: Mission')
    // Cannot jump ahead of the furthest step reached.
    expect(text((await member.page(`${path}?step=4`)).html)).toContain('Step 3 of 4: Mission')
    expect((await member.page(`${path}?step=1`)).html).toContain('value="Lilongwe Honey Growers"')
  })

  it('is only the owning organization’s: another member gets a 404, an unknown id returns to /get-verified', async () => {
    const owner = await newMember(server, { email: 'owner-v@example.org' })
    const { path, id } = await apply(owner, 'basic')
    const other = await newMember(server, { email: 'other-v@example.org' })
    expect((await other.get(path)).status).toBe(404)
    expect((await other.post(path, BASIC_INFO)).status).toBe(404)
    expect((await row(id)).currentStep).toBe(1)
    const unknown = await other.get('/verification-application/999999')
    expect(unknown.headers.get('Location')).toBe('/get-verified')
    expect(messages((await other.follow(unknown)).html, 'status')).toContain('Failed to load verification application.')
    expect((await server.client().get(path)).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })
})

describe('Paying and submitting', () => {
  async function readyToPay(email: string) {
    const member = await newMember(server, { email })
    const { path, id } = await apply(member, 'basic')
    for (const step of [BASIC_INFO, LOCATION, MISSION]) await member.post(path, step)
    return { member, path, id }
  }

  it('keeps Submit disabled until paid, and no browser request can set paid', async () => {
    const { member, path, id } = await readyToPay('unpaid@example.org')
    const page = (await member.page(path)).html
    expect(text(page)).toContain('Please complete payment first.')
    expect(page).toMatch(/<button[^>]*value="submit"[^>]*disabled=""|<button[^>]*disabled=""[^>]*value="submit"/)
    const submit = await member.post(path, { intent: 'submit', step: '4', declaration: 'on', signature: 'Grace Banda', paymentStatus: 'paid' })
    expect(submit.status).toBe(400)
    await member.post(path, { ...BASIC_INFO, paymentStatus: 'paid', verificationFeePaid: '1' })
    expect(await row(id)).toMatchObject({ paymentStatus: 'pending', verificationStatus: 'draft', verificationFeePaid: 150 })
  })

  it('pays in the sandbox through a signed webhook, shows "Payment Successful", and submits to in_progress', async () => {
    const { member, path, id } = await readyToPay('payer@example.org')
    const pay = await member.post(path, { intent: 'pay', step: '4' })
    const checkout = pay.headers.get('Location')!
    expect(checkout).toMatch(/\/payments\/sandbox\/cs_sandbox_/)
    const sandboxPage = text((await member.page(checkout.replace(server.url, ''))).html)
    expect(sandboxPage).toContain('Basic verification: $150')
    const paid = await member.post(checkout.replace(server.url, ''), { outcome: 'pay' })
    expect(paid.headers.get('Location')).toBe(`${server.url}${path}?step=4&payment=success`)
    expect(await row(id)).toMatchObject({ paymentStatus: 'paid', verificationFeePaid: 150 })
    const after = await member.page(paid.headers.get('Location')!)
    const body = text(after.html)
    expect(body).toContain('Payment Successful: Your payment has been processed. Please complete your application.')
    for (const s of ['Application summary', 'Basic', 'Lilongwe Honey Growers', 'Malawi', '$150']) expect(body).toContain(s)

    const noDeclaration = await member.post(path, { intent: 'submit', step: '4', signature: 'Grace Banda' })
    expect(text(await noDeclaration.text())).toContain('You must accept the declaration')
    const noSignature = await member.post(path, { intent: 'submit', step: '4', declaration: 'on', signature: 'G' })
    expect(text(await noSignature.text())).toContain('Please provide your full name as signature')
    const submitted = await member.post(path, { intent: 'submit', step: '4', declaration: 'on', signature: 'Grace Banda' })
    expect(submitted.headers.get('Location')).toBe('/dashboard')
    expect(await row(id)).toMatchObject({ verificationStatus: 'in_progress', declaration: true, signature: 'Grace Banda' })
    expect((await row(id)).submittedAt).not.toBeNull()
  })

  it('shows "Payment Canceled" when the member cancels, and stays unpaid', async () => {
    const { member, path, id } = await readyToPay('canceler@example.org')
    const checkout = (await member.post(path, { intent: 'pay', step: '4' })).headers.get('Location')!.replace(server.url, '')
    const canceled = await member.post(checkout, { outcome: 'cancel' })
    expect(canceled.headers.get('Location')).toBe(`${server.url}${path}?step=4&payment=canceled`)
    expect(text((await member.page(canceled.headers.get('Location')!)).html)).toContain('Payment Canceled: Your payment was canceled. You can try again when ready.')
    expect((await row(id)).paymentStatus).toBe('pending')
  })

  it('ignores forged, altered and stale webhook events, and counts a replayed one once', async () => {
    const { member, path, id } = await readyToPay('webhook@example.org')
    await member.post(path, { intent: 'pay', step: '4' })
    const [session] = await server.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.referenceId, String(id)))
    const body = sandboxEvent(session.id, true)
    const send = (payload: string, signature: string) =>
      fetch(`${server.url}/api/payments/webhook/sandbox`, { method: 'POST', headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, body: payload })

    expect((await send(body, signSandboxPayload('not-the-secret', body))).status).toBe(400)
    const altered = body.replace('checkout.completed', 'checkout.canceled')
    expect((await send(altered, signSandboxPayload(server.services.secrets.sandboxPayments, body))).status).toBe(400)
    expect((await send(body, signSandboxPayload(server.services.secrets.sandboxPayments, body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400)
    expect((await row(id)).paymentStatus).toBe('pending')

    const signature = signSandboxPayload(server.services.secrets.sandboxPayments, body)
    expect(await (await send(body, signature)).json()).toMatchObject({ outcome: 'applied' })
    expect(await (await send(body, signature)).json()).toMatchObject({ outcome: 'duplicate' })
    expect((await row(id)).paymentStatus).toBe('paid')
    expect(await server.services.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, session.id))).toHaveLength(1)
  })

  it('signs webhook payloads with HMAC-SHA256 over the timestamp and body', () => {
    const header = signSandboxPayload('secret', '{"a":1}', 1_700_000_000)
    expect(header).toBe(`t=1700000000,v1=${createHmac('sha256', 'secret').update('1700000000.{"a":1}').digest('hex')}`)
    expect(verifySandboxSignature('secret', '{"a":1}', header, 1_700_000_100)).toBe(true)
    expect(verifySandboxSignature('secret', '{"a":2}', header, 1_700_000_100)).toBe(false)
    expect(verifySandboxSignature('secret', '{"a":1}', header, 1_700_000_400)).toBe(false)
  })
})

describe('Where the member stands with verification (issue 9)', () => {
  const applyButtons = (html: string) => [...html.matchAll(/aria-label="Apply Now: (\w+)"/g)].map((m) => m[1])
  const standing = (html: string) => text(html.match(/data-testid="verification-standing"[\s\S]*?<\/(section|p)>/)?.[0] ?? '')

  it('shows no application yet, and every tier to apply for', async () => {
    const member = await newMember(server, { email: 'stand-none@example.org' })
    const page = (await member.page('/get-verified')).html
    expect(text(page)).toContain('Your organization is not verified yet.')
    expect(applyButtons(page)).toEqual(['Basic', 'Standard', 'Premium', 'Elite'])
    expect(standing((await member.page('/dashboard')).html)).toContain('Get verified: funders look for the badge')
  })

  it('offers one next step for a draft: continue it, on /get-verified and the dashboard alike', async () => {
    const member = await newMember(server, { email: 'stand-draft@example.org' })
    const { path } = await apply(member, 'standard')
    const page = (await member.page('/get-verified')).html
    expect(text(page)).toContain('Your Standard verification application is not submitted yet.')
    expect(page).toContain(`href="${path}"`)
    expect(text(page)).toContain('Continue your Standard application')
    expect(applyButtons(page)).toEqual([])
    // Before paying, the draft may change tier instead (ADR 016): the other tiers offer a switch.
    expect([...page.matchAll(/aria-label="Switch my draft to this tier: (\w+)"/g)].map((m) => m[1])).toEqual(['Basic', 'Premium', 'Elite'])
    expect(text(page)).toContain('Your application for this tier is open: see above.')
    const dashboard = standing((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Continue your Standard application')
    // Once paid, the draft is the one to finish: no switch, no Apply Now.
    await server.services.db
      .update(organizationVerifications)
      .set({ paymentStatus: 'paid' })
      .where(eq(organizationVerifications.id, Number(path.split('/').pop())))
    const paid = (await member.page('/get-verified')).html
    expect(text(paid)).not.toContain('Switch my draft')
    expect(applyButtons(paid)).toEqual([])
    expect(text(paid)).toContain('Finish your Standard application first.')
  })

  it('says an application in review is in review since the day it was sent, and that there is nothing to do', async () => {
    const member = await newMember(server, { email: 'stand-review@example.org' })
    const { id } = await apply(member, 'basic')
    await server.services.db
      .update(organizationVerifications)
      .set({ verificationStatus: 'in_progress', paymentStatus: 'paid', submittedAt: new Date('2026-11-02T10:00:00Z') })
      .where(eq(organizationVerifications.id, id))
    const page = (await member.page('/get-verified')).html
    expect(text(page)).toContain('Your Basic verification is in review since Nov 2, 2026.')
    expect(text(page)).toContain('Nothing to do now: we will email you when the review is done.')
    expect(applyButtons(page)).toEqual([])
    expect(standing((await member.page('/dashboard')).html)).toContain('Your Basic verification is in review since Nov 2, 2026.')
  })

  it('shows the approved tier and offers only higher tiers; a stale lower draft is never shown beside the badge', async () => {
    const member = await newMember(server, { email: 'stand-approved@example.org' })
    const { id } = await apply(member, 'basic')
    // A Basic draft left behind, then a Standard application approved.
    await server.services.db
      .update(organizationVerifications)
      .set({ verificationTier: 'standard', verificationStatus: 'approved', paymentStatus: 'paid', decidedAt: new Date() })
      .where(eq(organizationVerifications.id, id))
    const [org] = await server.services.db.select({ organizationId: organizationVerifications.organizationId }).from(organizationVerifications).where(eq(organizationVerifications.id, id))
    await server.services.db.insert(organizationVerifications).values({ organizationId: org.organizationId, verificationTier: 'basic', verificationFeePaid: 150 })
    const page = (await member.page('/get-verified')).html
    expect(standing(page)).toContain('Standard verified')
    expect(applyButtons(page)).toEqual(['Premium', 'Elite'])
    expect(text(page)).toContain('Included in your Standard verification.')
    const dashboard = (await member.page('/dashboard')).html
    expect(standing(dashboard)).toContain('Standard verified')
    expect(standing(dashboard)).toContain('Upgrade to a higher tier')
    expect(text(dashboard)).not.toContain('Continue your Basic')
    // Apply Now for a tier already held is refused on the server too.
    const again = await member.post('/get-verified', { tier: 'basic' })
    expect(again.headers.get('Location')).toBe('/get-verified')
    expect(messages((await member.follow(again)).html, 'status')).toContain('Your organization is already verified at that tier or above. Only a higher tier can be applied for.')
  })

  it('after a rejection, points to the reason and the options, and lets the member apply again', async () => {
    const member = await newMember(server, { email: 'stand-rejected@example.org' })
    const { id, path } = await apply(member, 'premium')
    await server.services.db
      .update(organizationVerifications)
      .set({ verificationStatus: 'rejected', paymentStatus: 'paid', decidedAt: new Date(), rejectionReason: 'Registration not found' })
      .where(eq(organizationVerifications.id, id))
    const page = (await member.page('/get-verified')).html
    expect(text(page)).toContain('Your Premium verification was not approved.')
    expect(page).toContain(`href="${path}"`)
    expect(text(page)).toContain('See the reason and your options')
    expect(applyButtons(page)).toEqual(['Basic', 'Standard', 'Premium', 'Elite'])
  })
})

describe('A submitted application (issue 27)', () => {
  const day = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date)
  const section = (html: string, testId: string) => html.match(new RegExp(`data-testid="${testId}"[\\s\\S]*?</section>`))?.[0] ?? ''
  let member: TestClient
  let submitted: { path: string; id: number }

  beforeAll(async () => {
    member = await newMember(server, { email: 'summary@example.org', orgName: 'Kampala Youth Works' })
    submitted = await submitStandardApplication(server, member)
  })

  it('opens as a read-only summary of what the member sent, grouped as the wizard’s steps, with no wizard buttons', async () => {
    const { html } = await member.page(submitted.path)
    const body = text(html)
    expect(body).toContain('Standard verification application')
    expect(body).toContain('Status: In review')
    // What the member typed on each step, countries named from their codes.
    const basic = text(section(html, 'sent-basic'))
    for (const s of ['Basic Info', 'Organization name', 'Kampala Youth Works', 'Registration number', 'UG-NGO-2020-0077', 'Website Not given']) expect(basic).toContain(s)
    const location = text(section(html, 'sent-location'))
    for (const s of ['Country Uganda', 'City Kampala', 'Region/State Central', '14 Jinja Road, Kampala, Uganda']) expect(location).toContain(s)
    expect(text(section(html, 'sent-mission'))).toContain('We train young people in Kampala in trades that lead to decent, lasting work.')
    const leadership = text(section(html, 'sent-leadership'))
    for (const s of ['Sarah Namuli (chair), Peter Okello (treasurer)', 'Sarah Namuli', 'Chair', 'Nationality Uganda', 'Year of birth 1975', 'Not shown on your public profile'])
      expect(leadership).toContain(s)
    // Each document by its file name, downloadable through the protected document route.
    const documents = section(html, 'sent-documents')
    for (const names of Object.values(ALL_DOCUMENTS)) for (const [, name] of names) expect(text(documents)).toContain(name)
    expect(documents.match(new RegExp(`href="/verification-application/${submitted.id}/documents/[0-9a-f-]{36}"`, 'g'))).toHaveLength(6)
    expect(text(documents)).toContain('Audited accounts 2025')
    const pay = text(section(html, 'sent-pay'))
    for (const s of ['Tier Standard', 'Fee $299 (paid)', 'Declaration Accepted', 'Signed by Sarah Namuli']) expect(pay).toContain(s)
    // Nothing to fill in or press: no wizard, no disabled buttons, no fields.
    expect(body).not.toMatch(/Step \d of 6/)
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('Kampala Youth Works')
    expect(main).not.toMatch(/<button[^>]*value="(next|back|submit|pay|officers-more|remove-document)"/)
    expect(main).not.toMatch(/<(input|textarea|select)\b/)
    expect(main).not.toContain('disabled=""')
  })

  it('shows where it stands: paid and submitted with their dates, in review now, the decision upcoming', async () => {
    const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, submitted.id))
    const { html } = await member.page(submitted.path)
    const [receipt] = await server.services.db.select().from(receipts).where(eq(receipts.organizationId, row.organizationId))
    const timeline = html.match(/<ol[^>]*data-testid="application-timeline"[\s\S]*?<\/ol>/)![0]
    const steps = [...timeline.matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/g)].map((m) => ({ current: m[1].includes('aria-current="step"'), words: text(m[2]).trim() }))
    expect(steps).toHaveLength(4)
    expect(steps[0].words).toBe(`Fee paid (Done) ${day(receipt.paidAt)}`)
    expect(steps[1].words).toBe(`Submitted (Done) ${day(row.submittedAt!)}`)
    // The current step, for assistive technology too; the decision has no date yet.
    expect(steps.filter((s) => s.current)).toHaveLength(1)
    expect(steps[2].current).toBe(true)
    expect(steps[2].words).toMatch(/^In review Now/)
    expect(steps[3].words).toBe('Decision Upcoming')
    // The fee's receipt, and a way to ask about the application with its topic chosen.
    expect(html).toMatch(/href="\/billing\/receipts\/[0-9a-f-]{36}"/)
    expect(text(html)).toContain('Nothing to do now: we will email you when the review is done.')
    expect(html).toContain('href="/contact?topic=verification"')
    expect((await member.page('/contact?topic=verification')).html).toMatch(/<option value="verification" selected=""/)
  })

  it('says when to expect a decision: the tier’s business days counted from the day of submission, and when that has passed', async () => {
    const at = (submittedAt: Date) => server.services.db.update(organizationVerifications).set({ submittedAt }).where(eq(organizationVerifications.id, submitted.id))
    // Submitted on Monday 30 November 2026: Standard takes 5 to 7 business days, so 7 December to 9 December.
    await at(new Date('2026-11-30T15:00:00Z'))
    const expected = text(section((await member.page(submitted.path)).html, 'expected-decision'))
    expect(expected).toContain('Expected decision by Dec 9, 2026')
    expect(expected).toContain('Standard reviews take 5 to 7 business days (Monday to Friday), counted from the day you submitted: a decision can come from Dec 7, 2026.')
    // Long past: the page says the review is late and where to ask.
    await at(new Date('2025-01-06T09:00:00Z'))
    const late = text((await member.page(submitted.path)).html)
    expect(late).toContain('Expected decision by Jan 15, 2025')
    expect(late).toContain('Your review is taking longer than the 7 business days we expect.')
  })

  it('is refused to another organization’s member and to visitors, as the wizard was', async () => {
    const other = await newMember(server, { email: 'summary-other@example.org' })
    expect((await other.get(submitted.path)).status).toBe(404)
    expect(text((await other.page(submitted.path)).html)).not.toContain('Kampala Youth Works')
    expect((await server.client().get(submitted.path)).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    // A change posted to it is still refused: it was submitted.
    const change = await member.post(submitted.path, { ...BASIC_INFO, organizationName: 'Changed after submitting' })
    expect(change.headers.get('Location')).toBe(submitted.path)
    expect(messages((await member.follow(change)).html, 'status')).toContain('This application has been submitted and is being reviewed.')
  })

  it('reads in Arabic, right to left, with the country and dates in Arabic', async () => {
    const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, submitted.id))
    await member.post('/language', { language: 'ar', redirectTo: submitted.path })
    const { html } = await member.page(submitted.path)
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/)
    const body = text(html)
    for (const s of ['أين وصل طلبك', 'ما أرسلته', 'أوغندا', 'قيد المراجعة']) expect(body).toContain(s)
    expect(body).toContain(new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(row.submittedAt!))
    await member.post('/language', { language: 'en', redirectTo: submitted.path })
  })
})
