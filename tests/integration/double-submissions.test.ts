import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, organizationVerifications, paymentEvents, paymentSessions, user, userGrantSubmissions } from '../../app/db/schema/index.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxPayload } from '../../app/domain/payments/sandbox-provider.server.ts'
import { newMember, organizationOf as organizationOfMember, signedInAdmin } from '../support/accounts.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 8, finding 6: a double click, a retried request or two tabs must not create two of anything
 * the member meant to create once, nor charge them twice. Every race here is real concurrent HTTP.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f))

const organizationOf = (email: string) => organizationOfMember(server, email)
const applicationsOf = async (organizationId: string) => server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.organizationId, organizationId))
const sessionsFor = async (purpose: string, referenceId: string) =>
  server.services.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.purpose, purpose), eq(paymentSessions.referenceId, referenceId)))

/** The sandbox provider's signed webhook, as its checkout page sends it. */
async function sandboxWebhook(sessionId: string, paid: boolean) {
  const body = sandboxEvent(sessionId, paid)
  const response = await fetch(`${server.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(server.services.secrets.sandboxPayments, body) },
    body,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { outcome: string }
}

const BASIC_STEPS: Array<Record<string, string>> = [
  { intent: 'next', step: '1', organizationName: 'Zomba Seed Savers', registrationNumber: 'MW-NGO-2021-0311', websiteUrl: '', socialMediaLinks: '' },
  { intent: 'next', step: '2', country: 'MW', city: 'Zomba', regionState: 'Southern Region', streetAddress: '3 Kamuzu Highway', address: '3 Kamuzu Highway, Zomba, Malawi' },
  { intent: 'next', step: '3', missionStatement: 'We keep local seed varieties alive by training farmers to save and share seed.', programAreas: 'Seed banks, farmer training' },
]

describe('Apply Now pressed many times', () => {
  it('gives the organization one application per tier, however many requests arrive at once', async () => {
    const member = await newMember(server, { email: 'ten-clicks@example.org' })
    const responses = await times(10, () => member.post('/get-verified', { tier: 'basic' }))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(303))
    const locations = new Set(responses.map((r) => r.headers.get('Location')))
    expect(locations.size).toBe(1)
    const org = await organizationOf('ten-clicks@example.org')
    const rows = await applicationsOf(org.id)
    expect(rows).toHaveLength(1)
    expect([...locations][0]).toBe(`/verification-application/${rows[0].id}`)

    // A later click on the same tier opens the same application rather than a fresh draft.
    expect((await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')).toBe(`/verification-application/${rows[0].id}`)
    expect(await applicationsOf(org.id)).toHaveLength(1)
  })

  it('changes an unpaid draft to the tier chosen next, rather than opening a second application (ADR 016)', async () => {
    const member = await newMember(server, { email: 'two-tiers@example.org' })
    const [basic, premium] = await Promise.all([member.post('/get-verified', { tier: 'basic' }), member.post('/get-verified', { tier: 'premium' })])
    expect(basic.headers.get('Location')).toBe(premium.headers.get('Location'))
    const rows = await applicationsOf((await organizationOf('two-tiers@example.org')).id)
    expect(rows).toHaveLength(1)
    expect(['basic', 'premium']).toContain(rows[0].verificationTier)
    // The tier is whichever came last, with that tier's fee.
    await member.post('/get-verified', { tier: 'elite' })
    expect(await applicationsOf((await organizationOf('two-tiers@example.org')).id)).toMatchObject([{ verificationTier: 'elite', verificationFeePaid: 999 }])
  })

  it('sends Apply Now for another tier to the application in review, with a message, and opens nothing new', async () => {
    const member = await newMember(server, { email: 'other-tier-open@example.org' })
    const path = (await member.post('/get-verified', { tier: 'standard' })).headers.get('Location')!
    const id = Number(path.split('/').pop())
    await server.services.db.update(organizationVerifications).set({ verificationStatus: 'in_progress', paymentStatus: 'paid' }).where(eq(organizationVerifications.id, id))
    const other = await member.post('/get-verified', { tier: 'elite' })
    expect(other.headers.get('Location')).toBe(path)
    expect(messages((await member.follow(other)).html, 'status')).toContain('You already have a verification application open. Finish it before starting another.')
    expect(await applicationsOf((await organizationOf('other-tier-open@example.org')).id)).toMatchObject([{ verificationTier: 'standard' }])
  })

  it('refuses to resubmit a rejected application while another tier’s application is open', async () => {
    const member = await newMember(server, { email: 'resubmit-other-open@example.org' })
    const rejected = (await member.post('/get-verified', { tier: 'premium' })).headers.get('Location')!
    await server.services.db
      .update(organizationVerifications)
      .set({ verificationStatus: 'rejected', paymentStatus: 'paid', decidedAt: new Date(), rejectionReason: 'References not reachable' })
      .where(eq(organizationVerifications.id, Number(rejected.split('/').pop())))
    const basic = (await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')!
    expect(basic).not.toBe(rejected)
    const resubmit = await member.post(rejected, { intent: 'resubmit', step: '1' })
    expect(messages((await member.follow(resubmit)).html, 'status')).toContain('This application cannot be resubmitted or refunded.')
    const rows = await applicationsOf((await organizationOf('resubmit-other-open@example.org')).id)
    expect(rows.map((r) => r.verificationStatus).sort()).toEqual(['draft', 'rejected'])
  })

  it('returns to the application in review rather than opening a second one for the same tier', async () => {
    const member = await newMember(server, { email: 'in-review@example.org' })
    const path = (await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')!
    const id = Number(path.split('/').pop())
    await server.services.db.update(organizationVerifications).set({ verificationStatus: 'in_progress', paymentStatus: 'paid' }).where(eq(organizationVerifications.id, id))
    expect((await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')).toBe(path)
    expect(await applicationsOf((await organizationOf('in-review@example.org')).id)).toHaveLength(1)
  })

  it('does not reopen a rejected application while a new one of the same tier is open', async () => {
    const member = await newMember(server, { email: 'rejected-then-new@example.org' })
    const rejected = (await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')!
    await server.services.db
      .update(organizationVerifications)
      .set({ verificationStatus: 'rejected', paymentStatus: 'paid', decidedAt: new Date(), rejectionReason: 'Registration number not found' })
      .where(eq(organizationVerifications.id, Number(rejected.split('/').pop())))
    const fresh = (await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')!
    expect(fresh).not.toBe(rejected)
    const resubmit = await member.post(rejected, { intent: 'resubmit', step: '1' })
    expect(messages((await member.follow(resubmit)).html, 'status')).toContain('This application cannot be resubmitted or refunded.')
    const rows = await applicationsOf((await organizationOf('rejected-then-new@example.org')).id)
    expect(rows.map((r) => r.verificationStatus).sort()).toEqual(['draft', 'rejected'])
  })
})

describe('Submit a grant sent twice', () => {
  const GRANT = {
    title: 'Lake Chilwa Fisheries Fund',
    description: 'Small grants for fishing communities around Lake Chilwa to restore breeding grounds and improve boats.',
    funderName: 'Southern Waters Foundation',
    applicationUrl: 'https://southernwaters.example.org/apply',
    deadline: '',
    amountMin: '',
    amountMax: '',
    eligibilityCriteria: '',
  }

  it('stores one submission for five identical posts, and answers each with the same success', async () => {
    const member = await newMember(server, { email: 'double-submit@example.org' })
    const responses = await times(5, () => member.post('/submit-grant', GRANT))
    expect(responses.map((r) => [r.status, r.headers.get('Location')])).toEqual(Array(5).fill([302, '/dashboard']))
    expect(messages((await member.follow(responses[4])).html, 'status')).toContain('Grant submitted successfully! It will be reviewed by our team.')
    expect(await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.title, GRANT.title))).toHaveLength(1)

    // The same grant typed again (other case and spacing) while the first is pending is the same submission.
    await member.post('/submit-grant', { ...GRANT, title: ' lake chilwa fisheries FUND ', funderName: 'southern waters foundation' })
    expect(
      await server.services.db
        .select()
        .from(userGrantSubmissions)
        .where(eq(userGrantSubmissions.userId, (await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'double-submit@example.org')))[0].id)),
    ).toHaveLength(1)
  })

  it('still takes a different grant, and the same grant from another member', async () => {
    const member = await newMember(server, { email: 'second-grant@example.org' })
    const other = await newMember(server, { email: 'same-grant-other@example.org' })
    await Promise.all([member.post('/submit-grant', GRANT), member.post('/submit-grant', { ...GRANT, title: 'Lake Malawi Fisheries Fund' }), other.post('/submit-grant', GRANT)])
    expect(
      await server.services.db
        .select()
        .from(userGrantSubmissions)
        .where(inArray(userGrantSubmissions.title, [GRANT.title, 'Lake Malawi Fisheries Fund'])),
    ).toHaveLength(4)
  })
})

describe('Pay pressed many times', () => {
  async function basicReadyToPay(email: string) {
    const member = await newMember(server, { email })
    const path = (await member.post('/get-verified', { tier: 'basic' })).headers.get('Location')!
    for (const step of BASIC_STEPS) expect((await member.post(path, step)).status).toBe(303)
    return { member, path, id: path.split('/').pop()! }
  }

  it('opens one checkout for the application however many pay requests arrive at once', async () => {
    const { member, path, id } = await basicReadyToPay('five-pays@example.org')
    const responses = await times(5, () => member.post(path, { intent: 'pay', step: '4' }))
    const locations = new Set(responses.map((r) => r.headers.get('Location')))
    expect(locations.size).toBe(1)
    expect([...locations][0]).toMatch(/\/payments\/sandbox\/cs_sandbox_/)
    const sessions = await sessionsFor('verification', id)
    expect(sessions.map((s) => s.status)).toEqual(['open'])

    // Paying it settles the application once; no second checkout is offered afterwards.
    expect(await sandboxWebhook(sessions[0].id, true)).toEqual({ received: true, outcome: 'applied' })
    const [row] = await applicationsOf((await organizationOf('five-pays@example.org')).id)
    expect(row).toMatchObject({ paymentStatus: 'paid', verificationFeePaid: 150 })
  })

  it('refunds a second payment for an application already paid, and records it for the admins', async () => {
    const { member, path, id } = await basicReadyToPay('paid-twice@example.org')
    // The member opens a checkout, cancels it, then opens another: two sessions for one fee.
    const first = (await member.post(path, { intent: 'pay', step: '4' })).headers.get('Location')!.split('/').pop()!
    expect(await sandboxWebhook(first, false)).toMatchObject({ outcome: 'applied' })
    const second = (await member.post(path, { intent: 'pay', step: '4' })).headers.get('Location')!.split('/').pop()!
    expect(second).not.toBe(first)
    // The provider still takes the money on both (the first page was left open in another tab).
    const outcomes = await Promise.all([sandboxWebhook(second, true), sandboxWebhook(first, true)])
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'refunded'])

    const [row] = await applicationsOf((await organizationOf('paid-twice@example.org')).id)
    expect(row).toMatchObject({ paymentStatus: 'paid', verificationFeePaid: 150 })
    const sessions = await sessionsFor('verification', id)
    expect(sessions.map((s) => s.status).sort()).toEqual(['paid', 'refunded'])
    const refunded = sessions.find((s) => s.status === 'refunded')!
    expect(refunded.refundedAt).not.toBeNull()
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, refunded.id))
    expect(audit.map((a) => a.action).sort()).toEqual(['payment.duplicate_received', 'payment.duplicate_refunded'])
    // The admins see it in the audit log.
    const admin = await signedInAdmin(server, 'refund-admin@example.org', 'Administrator')
    const log = text((await admin.page('/admin?tab=audit')).html)
    expect(log).toContain('A second payment of $150 was refunded')
    expect(log).toContain(`payment.duplicate_refunded Record payment_session ${refunded.id}`)
  })
})

describe('Subscribing from two tabs at once', () => {
  it('opens one checkout per plan, and of two plans paid at once settles one and refunds the other', async () => {
    const member = await newMember(server, { email: 'two-plans@example.org' })
    const pro = () => member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Yearly' })
    const premium = () => member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'Premium Yearly' })
    const responses = await Promise.all([pro(), premium(), pro(), premium(), pro(), premium()])
    expect(new Set(responses.map((r) => r.headers.get('Location'))).size).toBe(2)
    const org = await organizationOf('two-plans@example.org')
    const sessions = await sessionsFor('subscription', org.id)
    expect(sessions.map((s) => [s.item, s.status]).sort()).toEqual([
      ['premium', 'open'],
      ['pro', 'open'],
    ])

    const outcomes = await Promise.all(sessions.map((s) => sandboxWebhook(s.id, true)))
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'refunded'])
    const after = await sessionsFor('subscription', org.id)
    const paid = after.find((s) => s.status === 'paid')!
    expect(after.map((s) => s.status).sort()).toEqual(['paid', 'refunded'])
    const now = await organizationOf('two-plans@example.org')
    expect(now.plan).toBe(paid.item)
    // One year bought, not two.
    expect(now.planRenewsAt!.getTime() - Date.now()).toBeLessThan(367 * 24 * 3600 * 1000)
    expect(
      await server.services.db
        .select()
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.sessionId,
            after.map((s) => s.id),
          ),
        ),
    ).toHaveLength(2)
  })

  it('still sells a renewal bought after the plan was paid (not a double payment)', async () => {
    const member = await newMember(server, { email: 'renewal@example.org' })
    const org = await organizationOf('renewal@example.org')
    await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Yearly' })
    const [first] = await sessionsFor('subscription', org.id)
    expect(await sandboxWebhook(first.id, true)).toMatchObject({ outcome: 'applied' })
    // An upgrade started after the Pro payment is a new purchase, settled normally.
    await member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'Premium Yearly' })
    const upgrade = (await sessionsFor('subscription', org.id)).find((s) => s.status === 'open')!
    expect(await sandboxWebhook(upgrade.id, true)).toMatchObject({ outcome: 'applied' })
    expect((await organizationOf('renewal@example.org')).plan).toBe('premium')
  })
})
