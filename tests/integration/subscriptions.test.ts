import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations, paymentSessions, user } from '../../app/db/schema/index.ts'
import { signUpAndVerify, organizationOf as organizationOfMember } from '../support/accounts.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

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
    const member = await signUpAndVerify(server, { email: 'free@example.org' })
    const free = await member.post('/pricing/checkout', { priceId: '', plan: 'free' })
    expect(free.headers.get('Location')).toBe('/#pricing')
    expect(text((await member.page('/')).html)).toContain('Already on Free Plan')
    const unknown = await member.post('/pricing/checkout', { priceId: 'price_gold_forever', plan: 'gold' })
    expect(text((await member.page(unknown.headers.get('Location')!)).html)).toContain('Error: Price information not available.')
    expect(await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.purpose, 'subscription'))).toHaveLength(0)
  })

  it('charges the catalogue price for "Pro Yearly"; only the verified payment event sets Pro with its renewal date', async () => {
    const member = await signUpAndVerify(server, { email: 'pro@example.org', orgName: 'Kisumu Water Trust' })
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
    const member = await signUpAndVerify(server, { email: 'cancel-plan@example.org' })
    const start = await member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })
    const canceled = await payInSandbox(member, start.headers.get('Location')!, 'cancel')
    expect(canceled.headers.get('Location')).toBe(`${server.url}/?subscription=canceled#pricing`)
    expect(text((await member.page('/?subscription=canceled')).html)).toContain('Payment Canceled: Your payment was canceled. You can try again when ready.')
    expect((await organizationOf('cancel-plan@example.org')).plan).toBe('free')
  })

  it('keeps application analytics from Free members on the server', async () => {
    const member = await signUpAndVerify(server, { email: 'free-analytics@example.org' })
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Free Plan')
    expect(dashboard).toContain('Application analytics come with the Pro and Premium plans.')
    expect(dashboard).not.toContain('Success rate')
  })

  it('returns an organization whose paid year has ended to Free', async () => {
    const member = await signUpAndVerify(server, { email: 'lapsed@example.org' })
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
