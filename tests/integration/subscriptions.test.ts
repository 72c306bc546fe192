import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, organizations, paymentSessions, user } from '../../app/db/schema/index.ts'
import { newMember, organizationOf as organizationOfMember } from '../support/accounts.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { joinTeam, onPlan } from '../support/team.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const organizationOf = (email: string) => organizationOfMember(server, email)

/** Follows a checkout through the sandbox's pay (or cancel) button, as the member's browser would. */
async function payInSandbox(member: TestClient, checkoutUrl: string, outcome: 'pay' | 'cancel' = 'pay') {
  const path = checkoutUrl.replace(server.url, '')
  expect(path).toMatch(/^\/payments\/sandbox\/cs_sandbox_/)
  return member.post(path, { outcome })
}

describe('Subscribing to a plan from the pricing cards', () => {
  it('shows each plan with a button that posts its price id and the plan’s id', async () => {
    const { html } = await server.client().page('/')
    for (const plan of ['free', 'pro', 'premium']) expect(html).toContain(`name="plan" value="${plan}"`)
    expect(html).toContain('value="price_pro_yearly"')
    expect(html.match(/action="\/pricing\/checkout"/g)).toHaveLength(3)
  })

  it('asks visitors to sign in: "Authentication Required"', async () => {
    const visitor = server.client()
    const response = await visitor.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2F%23pricing')
    const page = text((await visitor.page('/auth?redirectTo=%2F%23pricing')).html)
    expect(page).toContain('Authentication Required: Please sign in to subscribe to a plan.')
  })

  it('says "Already on Free Plan" for the Free card, and refuses a price the catalogue does not have', async () => {
    const member = await newMember(server, { email: 'free@example.org' })
    const free = await member.post('/pricing/checkout', { priceId: '', plan: 'free' })
    expect(free.headers.get('Location')).toBe('/#pricing')
    expect(text((await member.page('/')).html)).toContain('Already on Free Plan')
    const unknown = await member.post('/pricing/checkout', { priceId: 'price_gold_forever', plan: 'gold' })
    expect(text((await member.page(unknown.headers.get('Location')!)).html)).toContain('Error: Price information not available.')
    expect(await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.purpose, 'subscription'))).toHaveLength(0)
  })

  it('charges the catalogue price for "Pro Yearly"; only the verified payment event sets Pro with its renewal date', async () => {
    const member = await newMember(server, { email: 'pro@example.org', orgName: 'Kisumu Water Trust' })
    const start = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro', amountUsd: '1' })
    expect(start.status).toBe(303)
    const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'pro@example.org'))
    const [session] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId))
    expect(session).toMatchObject({ purpose: 'subscription', item: 'pro', amountUsd: 348, description: 'Pro Yearly', status: 'open' })
    expect((await organizationOf('pro@example.org')).plan).toBe('free')
    expect(text((await member.page(start.headers.get('Location')!.replace(server.url, ''))).html)).toContain('Pro Yearly: $348')

    const paid = await payInSandbox(member, start.headers.get('Location')!)
    expect(paid.headers.get('Location')).toBe(`${server.url}/dashboard?subscription=success`)
    const org = await organizationOf('pro@example.org')
    expect(org).toMatchObject({ plan: 'pro', planStatus: 'active' })
    const days = (org.planRenewsAt!.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(367)

    const dashboard = text((await member.page('/dashboard?subscription=success')).html)
    expect(dashboard).toContain('Pro Plan')
    expect(dashboard).toContain('Payment Successful: your organization is now on the Pro plan.')
    expect(dashboard).toContain('Success rate')
    expect(dashboard).not.toContain('Application analytics come with the Pro and Premium plans.')

    const again = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    expect(text((await member.page(again.headers.get('Location')!)).html)).toContain('Your organization is already on this plan.')
  })

  it('leaves the plan alone when the member cancels at checkout, and says so on return', async () => {
    const member = await newMember(server, { email: 'cancel-plan@example.org' })
    const start = await member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })
    const canceled = await payInSandbox(member, start.headers.get('Location')!, 'cancel')
    expect(canceled.headers.get('Location')).toBe(`${server.url}/?subscription=canceled#pricing`)
    expect(text((await member.page('/?subscription=canceled')).html)).toContain('Payment Canceled: Your payment was canceled. You can try again when ready.')
    expect((await organizationOf('cancel-plan@example.org')).plan).toBe('free')
  })

  it('keeps application analytics from Free members on the server', async () => {
    const member = await newMember(server, { email: 'free-analytics@example.org' })
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Free Plan')
    expect(dashboard).toContain('Application analytics come with the Pro and Premium plans.')
    expect(dashboard).not.toContain('Success rate')
  })

  it('returns an organization whose paid year has ended to Free', async () => {
    const member = await newMember(server, { email: 'lapsed@example.org' })
    const org = await organizationOf('lapsed@example.org')
    await server.services.db
      .update(organizations)
      .set({ plan: 'premium', planRenewsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(organizations.id, org.id))
    expect(text((await member.page('/dashboard')).html)).toContain('Premium Plan')
    await server.services.db
      .update(organizations)
      .set({ planRenewsAt: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, org.id))
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Free Plan')
    expect(dashboard).not.toContain('Success rate')
  })
})

describe('Changing plans mid-term (ADR 035)', () => {
  const DAY = 86_400_000
  /** A plan's year as a credit counts it (365 days). */
  const YEAR = 365 * DAY
  /** A member whose organization paid for `plan` through checkout today (a real payment, a receipt). */
  async function paidToday(email: string, plan: 'pro' | 'premium') {
    const member = await newMember(server, { email, orgName: `${plan} ${email.split('@')[0]}` })
    const start = await member.post('/pricing/checkout', { priceId: `price_${plan}_yearly`, plan })
    await payInSandbox(member, start.headers.get('Location')!)
    expect((await organizationOf(email)).plan).toBe(plan)
    return member
  }
  const openSessions = async (email: string) => {
    const org = await organizationOf(email)
    return server.services.db.select().from(paymentSessions).where(eq(paymentSessions.referenceId, org.id))
  }

  it('does not sell Pro to a Premium organization that paid today: Premium stays, and Billing offers the switch with its credit', async () => {
    const member = await paidToday('premium-today@example.org', 'premium')
    const before = await organizationOf('premium-today@example.org')
    const pro = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    expect(pro.headers.get('Location')).toBe('/billing')
    expect(text((await member.page('/billing')).html)).toContain('A cheaper plan is not bought while yours runs')
    expect((await openSessions('premium-today@example.org')).filter((s) => s.item === 'pro')).toHaveLength(0)
    const after = await organizationOf('premium-today@example.org')
    expect(after.plan).toBe('premium')
    expect(after.planRenewsAt).toEqual(before.planRenewsAt)
    // The pricing card and Billing say what the switch gives, before it is made.
    expect(text((await member.page('/')).html)).toContain('Switch to Pro now, with nothing to pay: Premium ends today, and its unused $948')
    expect(text((await member.page('/billing')).html)).toContain('Switch to Pro now, with nothing to pay: Premium ends today, and its unused $948')
  })

  it('switches Premium to Pro on Billing with no payment: the unused Premium pays for Pro, audited', async () => {
    const member = await paidToday('premium-switch@example.org', 'premium')
    const before = await organizationOf('premium-switch@example.org')
    const switched = await member.post('/billing', { intent: 'switch-plan', plan: 'pro' })
    expect(switched.status).toBe(302)
    expect(text((await member.page('/billing')).html)).toContain('Plan changed. The unused part of your previous plan pays for the new one')
    const org = await organizationOf('premium-switch@example.org')
    expect(org.plan).toBe('pro')
    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, org.id), eq(auditLog.action, 'plan.switched')))
    expect(audit.before).toMatchObject({ plan: 'premium', renewsAt: before.planRenewsAt!.toISOString() })
    expect(audit.after).toMatchObject({ plan: 'pro', creditUsd: 948, renewsAt: org.planRenewsAt!.toISOString() })
    // The switch happened between the audit's transaction start and the row's update: the Premium
    // year left then is worth $948, and $948 of Premium buys 948/348 of a Pro year from that moment.
    const [from, to] = [audit.createdAt.getTime(), org.updatedAt.getTime()]
    expect(Math.round((948 * (before.planRenewsAt!.getTime() - to)) / YEAR)).toBe(948)
    const bought = Math.floor((948 / 348) * YEAR)
    expect(org.planRenewsAt!.getTime()).toBeGreaterThanOrEqual(from + bought)
    expect(org.planRenewsAt!.getTime()).toBeLessThanOrEqual(to + bought)
    // Not twice, and never "switching" up.
    const again = await member.post('/billing', { intent: 'switch-plan', plan: 'pro' })
    expect(again.status).toBe(400)
    const up = await member.post('/billing', { intent: 'switch-plan', plan: 'premium' })
    expect(up.status).toBe(400)
    expect(text(await up.text())).toContain('Only a cheaper paid plan can be switched to here.')
    expect((await organizationOf('premium-switch@example.org')).plan).toBe('pro')
  })

  it('charges an upgrade from Pro its price less the unused Pro, and starts a new year', async () => {
    const member = await newMember(server, { email: 'pro-upgrade@example.org' })
    const org = await organizationOf('pro-upgrade@example.org')
    // 73 days of Pro left: $69.60 of it unused, credited as $70 (payments are in whole dollars).
    await server.services.db
      .update(organizations)
      .set({ plan: 'pro', planRenewsAt: new Date(Date.now() + 73 * DAY) })
      .where(eq(organizations.id, org.id))
    expect(text((await member.page('/billing')).html)).toContain('Upgrade to Premium now for $878: its price of $948 less $70 for the unused part of your Pro plan.')
    const start = await member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })
    expect(start.status).toBe(303)
    const [session] = (await openSessions('pro-upgrade@example.org')).filter((s) => s.item === 'premium')
    expect(session.amountUsd).toBe(878)
    expect(session.description).toBe('Premium Yearly, less $70 unused Pro')
    await payInSandbox(member, start.headers.get('Location')!)
    const after = await organizationOf('pro-upgrade@example.org')
    expect(after.plan).toBe('premium')
    // A new year from the payment, not from the end of the Pro plan: twelve months after the moment
    // it settled, which lies between the checkout's completion and the organization's update.
    const [paid] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, session.id))
    expect(paid.status).toBe('paid')
    const yearAfter = (at: Date) => {
      const next = new Date(at)
      next.setUTCMonth(next.getUTCMonth() + 12)
      return next.getTime()
    }
    expect(after.planRenewsAt!.getTime()).toBeGreaterThanOrEqual(yearAfter(paid.completedAt!))
    expect(after.planRenewsAt!.getTime()).toBeLessThanOrEqual(yearAfter(after.updatedAt))
  })

  it('lets only the owner change the plan: a team admin gets 403 and the pages say so', async () => {
    const owner = await newMember(server, { email: 'plan-owner@example.org', name: 'Plan Owner', orgName: 'Plan Owners Trust' })
    await onPlan(server, 'plan-owner@example.org', 'pro')
    const admin = await joinTeam(server, owner, { email: 'plan-admin@example.org', name: 'Plan Admin', role: 'admin' })
    const premium = await admin.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })
    expect(premium.status).toBe(403)
    const cancel = await admin.post('/billing', { intent: 'cancel-renewal' })
    expect(cancel.status).toBe(403)
    expect(text(await cancel.text())).toContain('Only the owner of your organization can change, renew or cancel its plan.')
    const switched = await admin.post('/billing', { intent: 'switch-plan', plan: 'pro' })
    expect(switched.status).toBe(403)
    const org = await organizationOf('plan-owner@example.org')
    expect(org.plan).toBe('pro')
    expect(org.planRenewalCanceledAt).toBeNull()
    expect((await openSessions('plan-owner@example.org')).filter((s) => s.purpose === 'subscription')).toHaveLength(0)
    // The admin still sees the plan and its receipts, with the reason there is nothing to press.
    const billing = await admin.page('/billing')
    expect(billing.status).toBe(200)
    expect(text(billing.html)).toContain('Only the owner of your organization can change, renew or cancel its plan.')
    expect(billing.html).not.toContain('value="cancel-renewal"')
    // Nothing on the page offers them what the note says they cannot do.
    expect(text(billing.html)).not.toContain('Change plan')
    expect(text(billing.html)).not.toContain('you can pay for the next year here')
    expect(text(billing.html)).toContain('See the plans')
    const pricing = await admin.page('/')
    expect(text(pricing.html)).toContain('Only the owner of your organization can change, renew or cancel its plan.')
    expect(pricing.html).not.toContain('action="/pricing/checkout"')
    // The owner may.
    expect((await owner.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })).status).toBe(303)
  })
})
