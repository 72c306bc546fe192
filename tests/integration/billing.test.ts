import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, organizations, paymentSessions, receipts, scheduledEmails } from '../../app/db/schema/index.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../app/domain/payments/sandbox-provider.server.ts'
import { scanRenewalNotices } from '../../app/jobs/renewal-notices.server.ts'
import { tierById } from '../../app/catalog/verification.ts'
import { formatDate } from '../../app/i18n/index.ts'
import { newMember, organizationOf as organizationOfMember } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { submitStandardApplication } from '../support/verification.ts'

/**
 * Issue 9, items 3, 4 and 11: receipts for every payment, a billing page to manage the plan, and
 * pricing, billing and the dashboard saying the same about it; nothing sold that does not exist.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { SELLER_LEGAL_NAME: 'Harambee Grants Ltd', SELLER_ADDRESS: 'P.O. Box 1234, Nairobi', SELLER_TAX_ID: 'P051234567X' } })
})
afterAll(() => server?.close())

const organizationOf = (email: string) => organizationOfMember(server, email)

/** Posts a signed sandbox event: the same body twice is the provider delivering one event twice. */
async function deliver(body: string) {
  const response = await fetch(`${server.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(server.services.secrets.sandboxPayments, body) },
    body,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}

/** A member who bought Pro: the checkout opened from the pricing card, paid by a webhook event. */
async function proMember(email: string, orgName = 'Lilongwe Reading Circle') {
  const member = await newMember(server, { email, orgName })
  const start = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Yearly' })
  const sessionId = start.headers.get('Location')!.split('/').pop()!
  const event = JSON.stringify({ id: `evt_pro_${sessionId}`, type: 'checkout.completed', sessionId })
  return { member, sessionId, event }
}

async function receiptsOf(email: string) {
  const org = await organizationOf(email)
  return server.services.db.select().from(receipts).where(eq(receipts.organizationId, org.id))
}

describe('Receipts for payments', () => {
  it('records one receipt, one notification and one receipt email when the provider delivers the payment twice', async () => {
    const { member, sessionId, event } = await proMember('receipt@example.org')
    expect(await deliver(event)).toBe('applied')
    expect(await deliver(event)).toBe('duplicate')
    // A retry under a new event id for the same checkout changes nothing either.
    expect(await deliver(JSON.stringify({ id: `evt_retry_${sessionId}`, type: 'checkout.completed', sessionId }))).toBe('applied')

    const rows = await receiptsOf('receipt@example.org')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ sessionId, description: 'Pro Yearly', amountUsd: 348, currency: 'USD', provider: 'sandbox', purpose: 'subscription' })
    const { userId } = await organizationOf('receipt@example.org')
    const paidNotes = (await server.services.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.messageId === 'billing.notification.paid')
    expect(paidNotes).toHaveLength(1)
    expect(paidNotes[0].link).toBe(`/billing/receipts/${rows[0].id}`)

    const emails = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'receipt@example.org' && m.subject.includes('receipt'))
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toMatch(/^Your Harambee receipt HB-\d{6}$|receipt HB-\d{6}$/)
    expect(emails[0].text).toContain('For: Pro Yearly')
    expect(emails[0].text).toContain('Amount: $348 USD')
    expect(emails[0].text).toContain(`Payment reference: ${sessionId}`)
    expect(emails[0].text).toContain('Paid through: Sandbox')
    expect(emails[0].text).toContain(`/billing/receipts/${rows[0].id}`)
    const [sent] = await server.services.db
      .select()
      .from(scheduledEmails)
      .where(eq(scheduledEmails.key, `receipt:${rows[0].id}`))
    expect(sent.sentAt).not.toBeNull()

    const notificationsPage = text((await member.page('/notifications')).html)
    expect(notificationsPage).toContain('Payment received: Pro Yearly, $348. Your receipt is ready.')
  })

  it('lists the receipt on the billing page, newest first, and shows it printable to its owner only', async () => {
    const { member } = await proMember('receipt-page@example.org', 'Mzuzu Clean Water')
    const billingBefore = text((await member.page('/billing')).html)
    expect(billingBefore).toContain('No payments yet.')
    const [session] = await server.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, (await organizationOf('receipt-page@example.org')).userId))
    expect(await deliver(JSON.stringify({ id: `evt_page_${session.id}`, type: 'checkout.completed', sessionId: session.id }))).toBe('applied')
    const [receipt] = await receiptsOf('receipt-page@example.org')

    const billing = text((await member.page('/billing')).html)
    expect(billing).not.toContain('No payments yet.')
    expect(billing).toContain('Pro Yearly')
    expect(billing).toContain('$348')
    expect(billing).toMatch(/View receipt HB-\d{6}/)

    const page = await member.page(`/billing/receipts/${receipt.id}`)
    const shown = text(page.html)
    for (const words of ['Receipt HB-', 'Paid', 'Mzuzu Clean Water', 'Pro Yearly', '$348 USD', session.id, 'Sandbox']) expect(shown).toContain(words)
    // Who sold it, as configured (issue 27).
    for (const words of ['Sold by', 'Harambee Grants Ltd', 'P.O. Box 1234, Nairobi', 'Tax number: P051234567X']) expect(shown).toContain(words)
    expect(page.html).toMatch(/@media print\{header,footer/)

    const other = await newMember(server, { email: 'nosy@example.org' })
    const refused = await other.request(`/billing/receipts/${receipt.id}`)
    expect(refused.status).toBe(404)
    expect(await refused.text()).not.toContain('Mzuzu Clean Water')
    expect(text((await other.page('/billing')).html)).not.toContain('Pro Yearly')
  })

  it('gives a verification fee its receipt too, listed on billing and emailed', async () => {
    const member = await newMember(server, { email: 'fee-receipt@example.org', orgName: 'Gulu Health Trust' })
    await submitStandardApplication(server, member, { organizationName: 'Gulu Health Trust' })
    const [receipt] = await receiptsOf('fee-receipt@example.org')
    expect(receipt).toMatchObject({ purpose: 'verification', description: 'Standard verification', amountUsd: tierById('standard')!.priceUsd })
    expect(text((await member.page('/billing')).html)).toContain('Standard verification')
    const email = (await server.services.mailer.listOutbox()).find((m) => m.to === 'fee-receipt@example.org' && m.subject.includes('receipt'))
    expect(email?.text).toContain('For: Standard verification')
  })

  it('tells the member a grant submission was received, in their notifications', async () => {
    const member = await newMember(server, { email: 'submitter@example.org' })
    const sent = await member.post('/submit-grant', {
      title: 'Sahel Solar Schools Fund',
      description: 'Grants for solar power in rural schools across the Sahel region.',
      funderName: 'Sahel Light Trust',
      applicationUrl: 'https://sahel-light.example.org/apply',
      deadline: '',
      amountMin: '',
      amountMax: '',
      eligibilityCriteria: '',
    })
    expect(sent.status).toBe(302)
    expect(text((await member.page('/notifications')).html)).toContain('We received your grant submission “Sahel Solar Schools Fund”.')
  })
})

describe('Managing the plan on /billing', () => {
  it('shows Free with nothing to renew for a Free member, and links billing from the dashboard and the account menu', async () => {
    const member = await newMember(server, { email: 'billing-free@example.org' })
    const billing = text((await member.page('/billing')).html)
    expect(billing).toContain('Free Plan')
    expect(billing).toContain('Free, with no end date and nothing to pay')
    expect(billing).not.toContain('Cancel renewal')
    const dashboard = await member.page('/dashboard')
    expect(dashboard.html).toContain('href="/billing"')
    expect(text(dashboard.html)).toContain('Manage plan')
    expect(text(dashboard.html)).toContain('Billing')
    // Cancelling renewal on Free is refused on the server with words that say why.
    const refused = await member.post('/billing', { intent: 'cancel-renewal' })
    expect(text((await member.page(refused.headers.get('Location')!)).html)).toContain('there is no renewal to cancel')
  })

  it('cancel renewal keeps the plan until its end, says "ends on" everywhere, and the renewal job sends no renewal', async () => {
    const { member, event } = await proMember('cancel-renewal@example.org')
    expect(await deliver(event)).toBe('applied')
    const org = await organizationOf('cancel-renewal@example.org')
    const date = formatDate(org.planRenewsAt!)

    expect(text((await member.page('/dashboard')).html)).toContain(`(renewal due ${date})`)
    expect(text((await member.page('/billing')).html)).toContain(`Renewal due on ${date}`)

    const cancel = await member.post('/billing', { intent: 'cancel-renewal' })
    expect(cancel.headers.get('Location')).toBe('/billing')
    const billing = text((await member.page('/billing')).html)
    expect(billing).toContain('Renewal cancelled: your plan stays until its end date')
    expect(billing).toContain('Pro Plan')
    expect(billing).toContain(`Ends on ${date}, then Free`)
    expect(billing).toContain('Resume renewal')
    expect(billing).not.toContain(`Renewal due on ${date}`)

    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Pro Plan')
    expect(dashboard).toContain(`(ends on ${date})`)
    expect(dashboard).not.toContain('renewal due')
    const pricing = text((await member.page('/')).html)
    expect(pricing).toContain(`Ends on ${date}, then Free`)
    expect(pricing).toContain(`Your Pro plan ends on ${date}; then your organization is on Free.`)
    expect(pricing).not.toContain('renewal due')

    // Within the renewal notice window: a cancelled plan gets no renewal, a renewing one does.
    const renewing = await proMember('keeps-renewing@example.org', 'Blantyre Bees')
    expect(await deliver(renewing.event)).toBe('applied')
    const jobs = inlineJobServices(server)
    const nearEnd = new Date(org.planRenewsAt!.getTime() - 10 * 86_400_000).toISOString()
    await scanRenewalNotices.handler({ now: nearEnd }, jobs)
    const keys = (await server.services.db.select().from(scheduledEmails).where(like(scheduledEmails.key, 'renewal:%'))).map((r) => r.key)
    expect(keys.some((k) => k.startsWith(`renewal:${org.id}:`))).toBe(false)
    const renewingId = (await organizationOf('keeps-renewing@example.org')).id
    expect(keys.some((k) => k.startsWith(`renewal:${renewingId}:`))).toBe(true)
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.filter((m) => m.to === 'cancel-renewal@example.org' && m.subject.includes('due for renewal'))).toHaveLength(0)
    expect(outbox.filter((m) => m.to === 'keeps-renewing@example.org' && m.subject.includes('Your Pro plan is due for renewal on'))).toHaveLength(1)
    // Run again: still one notice.
    await scanRenewalNotices.handler({ now: nearEnd }, jobs)
    expect((await server.services.mailer.listOutbox()).filter((m) => m.to === 'keeps-renewing@example.org' && m.subject.includes('due for renewal'))).toHaveLength(1)

    // Past its end the cancelled plan is Free.
    await server.services.db
      .update(organizations)
      .set({ planRenewsAt: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, org.id))
    expect(text((await member.page('/billing')).html)).toContain('Free, with no end date')
    expect(text((await member.page('/dashboard')).html)).toContain('Free Plan')
  })

  it('resume renewal turns renewal back on, and the dashboard says "renewal due" again', async () => {
    const { member, event } = await proMember('resume@example.org')
    expect(await deliver(event)).toBe('applied')
    const date = formatDate((await organizationOf('resume@example.org')).planRenewsAt!)
    await member.post('/billing', { intent: 'cancel-renewal' })
    expect((await organizationOf('resume@example.org')).planRenewalCanceledAt).not.toBeNull()
    await member.post('/billing', { intent: 'resume-renewal' })
    expect((await organizationOf('resume@example.org')).planRenewalCanceledAt).toBeNull()
    expect(text((await member.page('/dashboard')).html)).toContain(`(renewal due ${date})`)
    expect(text((await member.page('/billing')).html)).toContain('Cancel renewal')
  })

  it('sells the next year only in the last 30 days, adds it to the current end, and the renewal gets its own receipt', async () => {
    const { member, event } = await proMember('renew-now@example.org')
    expect(await deliver(event)).toBe('applied')
    expect(text((await member.page('/billing')).html)).not.toContain('Pay for the next year')
    const early = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Yearly' })
    expect(text((await member.page(early.headers.get('Location')!)).html)).toContain('Your organization is already on this plan.')

    const org = await organizationOf('renew-now@example.org')
    const end = new Date(Date.now() + 20 * 86_400_000)
    await server.services.db.update(organizations).set({ planRenewsAt: end }).where(eq(organizations.id, org.id))
    expect(text((await member.page('/billing')).html)).toContain('Pay for the next year')
    const renew = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'Pro Yearly' })
    expect(renew.status).toBe(303)
    const sessionId = renew.headers.get('Location')!.split('/').pop()!
    expect(await deliver(JSON.stringify({ id: `evt_renew_${sessionId}`, type: 'checkout.completed', sessionId }))).toBe('applied')
    const renewed = await organizationOf('renew-now@example.org')
    const days = (renewed.planRenewsAt!.getTime() - end.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(367)
    expect(await receiptsOf('renew-now@example.org')).toHaveLength(2)
  })

  it('refuses anything but cancel or resume with a clear message, changing nothing', async () => {
    const member = await newMember(server, { email: 'billing-bad@example.org' })
    const response = await member.post('/billing', { intent: 'refund-me' })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain('Choose Cancel renewal or Resume renewal.')
  })
})

/** The words at the foot of the current plan's card, where the other cards have their button. */
function currentCard(html: string) {
  const marker = 'data-testid="current-plan">'
  const from = html.indexOf(marker) + marker.length
  return text(html.slice(from, html.indexOf('</div>', from))).trim()
}

describe('Pricing for a signed-in member', () => {
  it('shows the current plan as "Your current plan" with Manage plan instead of a checkout button', async () => {
    const { member, event } = await proMember('pricing-pro@example.org')
    expect(await deliver(event)).toBe('applied')
    const { html } = await member.page('/')
    expect(currentCard(html)).toMatch(/^Your current plan Renewal due on .* Manage plan$/)
    expect(html).toContain('Manage plan')
    // No checkout form for Pro; Premium is an upgrade, Free means cancelling renewal.
    expect(html).not.toContain('name="plan" value="pro"')
    expect(html).toContain('name="plan" value="premium"')
    expect(text(html)).toContain('Upgrade to Premium')
    expect(text(html)).not.toContain('Get Started: Pro')
    expect(text(html)).toContain('To move to Free, cancel renewal')
    expect(html).not.toContain('name="plan" value="free"')
    // The Free card's button cancels renewal, in the words billing uses.
    const date = formatDate((await organizationOf('pricing-pro@example.org')).planRenewsAt!)
    expect(text(html)).toContain(`Renewal due on ${date}`)
  })

  it('shows Free as the current plan for a Free member, with upgrades to the paid plans', async () => {
    const member = await newMember(server, { email: 'pricing-free@example.org' })
    const { html } = await member.page('/')
    expect(html).not.toContain('name="plan" value="free"')
    expect(text(html)).toContain('Upgrade to Pro')
    expect(text(html)).toContain('Upgrade to Premium')
    expect(currentCard(html)).toBe('Your current plan Manage plan')
  })
})

describe('Nothing sold that does not exist yet', () => {
  it('sells every plan feature as included on the pricing cards, now that each is built (issue 14)', async () => {
    const { html } = await server.client().page('/')
    const page = text(html)
    // Reports, the API and white-label (issue 14) are built: sold as included.
    for (const feature of ['Custom reports', 'API access', 'White-label options']) {
      expect(page).toContain(feature)
      expect(page).not.toContain(`${feature} Coming soon`)
    }
    // What exists is shown as included.
    expect(page).toContain('Analytics dashboard')
    expect(page).not.toContain('Analytics dashboard Coming soon')
    // Matching (issue 13) is built: its plan features and the home page's card are sold as included.
    for (const built of ['Unlimited matched grants', 'Advanced filters', 'Priority notifications', '5 matched grants per week', 'Matching']) expect(page).not.toContain(`${built} Coming soon`)
    // Team workspaces, workflow automation and the account manager (issue 14) are built: sold as included.
    for (const built of ['Team workspace (up to 5)', 'Unlimited team members', 'Custom workflow automation', 'Dedicated account manager']) {
      expect(page).toContain(built)
      expect(page).not.toContain(`${built} Coming soon`)
    }
  })

  it('says on How it works that matching shows which grants fit and why, and labels none of the built steps', async () => {
    const page = text((await server.client().page('/how-it-works')).html)
    expect(page).toContain('see which fit your organization, and why.')
    for (const built of ['Get verified', 'Secure engagement', 'Escrow protection', 'Collaboration', 'Verified experts']) expect(page).not.toContain(`${built} Coming soon`)
    expect(page).toContain('held in escrow, milestone by milestone')
  })
})
