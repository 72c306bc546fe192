import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, organizationMembers, organizations, paymentEvents, paymentSessions, user } from '../../app/db/schema/index.ts'
import { startCheckout } from '../../app/domain/payments/checkout.server.ts'
import { retryDuplicateRefunds } from '../../app/domain/payments/retry-duplicate-refunds.server.ts'
import { createPaystackProvider, verifyPaystackSignature } from '../../app/domain/payments/paystack-provider.server.ts'
import { createStripeProvider } from '../../app/domain/payments/stripe-provider.server.ts'
import { newMember } from '../support/accounts.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const STRIPE_WEBHOOK_SECRET = 'whsec_test_5f1c0d6e2b'
const PAYSTACK_SECRET = 'sk_test_paystack_7a9e1b'

/** Stripe's documented scheme: t=<unix>,v1=hex(HMAC-SHA256(secret, "<t>.<raw body>")). */
const stripeSignature = (body: string, secret = STRIPE_WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
/** Paystack's documented scheme: hex(HMAC-SHA512(secret key, raw body)). */
const paystackSignature = (body: string, secret = PAYSTACK_SECRET) => createHmac('sha512', secret).update(body).digest('hex')

/** An example `checkout.session.completed` event, shaped as Stripe sends it. */
function stripeEvent(sessionId: string, overrides: { type?: string; payment_status?: string; id?: string; payment_intent?: string } = {}) {
  return JSON.stringify({
    id: overrides.id ?? 'evt_1QxExample0001',
    object: 'event',
    api_version: '2025-10-29.clover',
    created: 1_763_800_000,
    type: overrides.type ?? 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: 'cs_test_a1B2c3',
        object: 'checkout.session',
        amount_total: 34800,
        currency: 'usd',
        client_reference_id: sessionId,
        metadata: { sessionId },
        mode: 'payment',
        payment_intent: overrides.payment_intent ?? 'pi_3QxExample',
        payment_status: overrides.payment_status ?? 'paid',
        status: 'complete',
      },
    },
  })
}

/** An example `charge.success` event, shaped as Paystack sends it. */
function paystackEvent(reference: string, event = 'charge.success', transactionId = 4_099_260_516) {
  return JSON.stringify({
    event,
    data: {
      id: transactionId,
      domain: 'test',
      status: 'success',
      reference,
      amount: 34800,
      currency: 'USD',
      channel: 'mobile_money',
      paid_at: '2026-11-22T10:00:00.000Z',
      customer: { email: 'member@example.org' },
    },
  })
}

describe('Stripe webhook signatures (Stripe-Signature, HMAC-SHA256)', () => {
  const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: STRIPE_WEBHOOK_SECRET })
  const headers = (signature: string) => new Headers({ 'stripe-signature': signature })

  it('accepts a correctly signed example event and reads our checkout id and the payment intent', () => {
    const body = stripeEvent('cs_stripe_ours')
    expect(stripe.verifyWebhook(body, headers(stripeSignature(body)))).toMatchObject({
      verified: true,
      event: { id: 'evt_1QxExample0001', type: 'checkout.completed', sessionId: 'cs_stripe_ours', paymentId: 'pi_3QxExample' },
    })
  })

  it('refuses an altered body, another secret, a stale timestamp and a missing header', () => {
    const body = stripeEvent('cs_stripe_ours')
    expect(stripe.verifyWebhook(body.replace('34800', '100'), headers(stripeSignature(body)))).toEqual({ verified: false })
    expect(stripe.verifyWebhook(body, headers(stripeSignature(body, 'whsec_someone_else')))).toEqual({ verified: false })
    expect(stripe.verifyWebhook(body, headers(stripeSignature(body, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)))).toEqual({ verified: false })
    expect(stripe.verifyWebhook(body, new Headers())).toEqual({ verified: false })
  })

  it('waits for the money: an unpaid completed session is not paid; an expired one is canceled', () => {
    const unpaid = stripeEvent('cs_x', { payment_status: 'unpaid' })
    expect(stripe.verifyWebhook(unpaid, headers(stripeSignature(unpaid)))).toEqual({ verified: true, event: null })
    const expired = stripeEvent('cs_x', { type: 'checkout.session.expired', payment_status: 'unpaid', id: 'evt_expired' })
    expect(stripe.verifyWebhook(expired, headers(stripeSignature(expired)))).toMatchObject({ verified: true, event: { type: 'checkout.canceled', sessionId: 'cs_x' } })
  })
})

describe('Paystack webhook signatures (x-paystack-signature, HMAC-SHA512)', () => {
  const paystack = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'USD' })

  it('accepts a correctly signed charge.success and refuses anything altered or signed with another key', () => {
    const body = paystackEvent('cs_paystack_ours')
    expect(verifyPaystackSignature(PAYSTACK_SECRET, body, paystackSignature(body))).toBe(true)
    expect(paystack.verifyWebhook(body, new Headers({ 'x-paystack-signature': paystackSignature(body) }))).toMatchObject({
      verified: true,
      event: { type: 'checkout.completed', sessionId: 'cs_paystack_ours', id: 'paystack_charge.success_4099260516' },
    })
    expect(paystack.verifyWebhook(body.replace('"success","reference"', '"success", "reference"'), new Headers({ 'x-paystack-signature': paystackSignature(body) }))).toEqual({ verified: false })
    expect(paystack.verifyWebhook(body, new Headers({ 'x-paystack-signature': paystackSignature(body, 'sk_test_other') }))).toEqual({ verified: false })
    const transfer = paystackEvent('cs_paystack_ours', 'transfer.success')
    expect(paystack.verifyWebhook(transfer, new Headers({ 'x-paystack-signature': paystackSignature(transfer) }))).toEqual({ verified: true, event: null })
  })
})

/** A stand-in for a provider's API on this machine: records each request and answers as the provider does. */
async function providerApi(answer: (path: string, body: string) => object) {
  const requests: Array<{ path: string; authorization: string; idempotencyKey?: string | string[]; body: string }> = []
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    return Buffer.concat(chunks).toString()
  }
  const server: Server = createServer(async (req, res) => {
    const body = await read(req)
    requests.push({ path: req.url!, authorization: String(req.headers.authorization), idempotencyKey: req.headers['idempotency-key'], body })
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(answer(req.url!, body)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => server.close() }
}

async function planOf(server: TestServer, email: string) {
  const [row] = await server.services.db
    .select({ plan: organizations.plan })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(user.email, email))
  return row.plan
}

describe('Subscribing through Stripe Checkout', () => {
  let api: Awaited<ReturnType<typeof providerApi>>
  let server: TestServer
  beforeAll(async () => {
    api = await providerApi((path) =>
      path === '/v1/checkout/sessions'
        ? { id: 'cs_test_a1B2c3', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3' }
        : { id: 're_1', object: 'refund', status: 'succeeded' },
    )
    server = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: api.url } })
  })
  afterAll(async () => {
    await server?.close()
    api?.close()
  })

  it('creates a Checkout Session for the catalogue price and sets Pro only from the signed webhook, once', async () => {
    const member = await newMember(server, { email: 'stripe@example.org' })
    const start = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    expect(start.headers.get('Location')).toBe('https://checkout.stripe.com/c/pay/cs_test_a1B2c3')
    const [sent] = api.requests
    expect(sent.authorization).toBe('Bearer sk_test_123')
    const form = new URLSearchParams(sent.body)
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('34800')
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Pro Yearly')
    expect(form.get('customer_email')).toBe('stripe@example.org')
    // Stripe sends the member back to full URLs on the app.
    expect(form.get('success_url')).toBe(`${server.url}/dashboard?subscription=success`)
    expect(form.get('cancel_url')).toBe(`${server.url}/?subscription=canceled#pricing`)
    const ours = form.get('client_reference_id')!
    expect(ours).toMatch(/^cs_stripe_/)
    expect(await planOf(server, 'stripe@example.org')).toBe('free')

    const body = stripeEvent(ours)
    const post = (signature: string) => fetch(`${server.url}/api/payments/webhook/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
    expect((await post(stripeSignature(body, 'whsec_forged'))).status).toBe(400)
    expect(await planOf(server, 'stripe@example.org')).toBe('free')
    expect(await (await post(stripeSignature(body))).json()).toMatchObject({ outcome: 'applied' })
    expect(await (await post(stripeSignature(body))).json()).toMatchObject({ outcome: 'duplicate' })
    expect(await planOf(server, 'stripe@example.org')).toBe('pro')
    const [session] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, ours))
    expect(session).toMatchObject({ status: 'paid', providerPaymentId: 'pi_3QxExample' })
    // The sandbox is not reachable when a real provider is configured.
    expect((await fetch(`${server.url}/api/payments/webhook/sandbox`, { method: 'POST', body })).status).toBe(404)
  })

  const postStripe = (body: string) =>
    fetch(`${server.url}/api/payments/webhook/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(body) }, body })

  it('acknowledges and records a genuine event for a checkout it does not know, once, so Stripe stops resending it', async () => {
    // Stripe sends every event of the account to the endpoint: a session of another app, or one deleted.
    const body = stripeEvent('cs_someone_elses', { id: 'evt_1QxNotOurs0002' })
    const first = await postStripe(body)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, outcome: 'unknown-session' })
    const again = await postStripe(body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' })
    const rows = await server.services.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_1QxNotOurs0002'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'stripe', type: 'checkout.completed', sessionId: null, outcome: 'unknown_session' })
    expect(rows[0].receivedAt).toBeInstanceOf(Date)
  })

  it('asks Stripe for one Checkout Session however many times Pay is pressed at once', async () => {
    const member = await newMember(server, { email: 'stripe-clicks@example.org' })
    const before = api.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    const starts = await Promise.all(Array.from({ length: 4 }, () => member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })))
    expect(starts.map((r) => r.headers.get('Location'))).toEqual(Array(4).fill('https://checkout.stripe.com/c/pay/cs_test_a1B2c3'))
    expect(api.requests.filter((r) => r.path === '/v1/checkout/sessions').length - before).toBe(1)
  })

  it('refunds through Stripe a second plan paid from another tab, and counts one payment', async () => {
    const member = await newMember(server, { email: 'stripe-twice@example.org' })
    await Promise.all([member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' }), member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })])
    const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'stripe-twice@example.org'))
    const sessions = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId))
    const pro = sessions.find((s) => s.item === 'pro')!
    const premium = sessions.find((s) => s.item === 'premium')!
    expect(await (await postStripe(stripeEvent(pro.id, { id: 'evt_1QxPro', payment_intent: 'pi_pro' }))).json()).toMatchObject({ outcome: 'applied' })
    expect(await (await postStripe(stripeEvent(premium.id, { id: 'evt_1QxPremium', payment_intent: 'pi_premium' }))).json()).toMatchObject({ outcome: 'refunded' })
    const refund = api.requests.at(-1)!
    expect(refund.path).toBe('/v1/refunds')
    expect(new URLSearchParams(refund.body).get('payment_intent')).toBe('pi_premium')
    expect(await planOf(server, 'stripe-twice@example.org')).toBe('pro')
    const after = await server.services.db
      .select()
      .from(paymentSessions)
      .where(inArray(paymentSessions.id, [pro.id, premium.id]))
    expect(Object.fromEntries(after.map((s) => [s.item, s.status]))).toEqual({ pro: 'paid', premium: 'refunded' })
  })

  it('refunds the payment intent through Stripe’s refund API', async () => {
    await server.services.payments.refund({ sessionId: 'cs_stripe_x', providerPaymentId: 'pi_3QxExample', amountUsd: 299 })
    const refund = api.requests.at(-1)!
    expect(refund.path).toBe('/v1/refunds')
    expect(new URLSearchParams(refund.body).get('payment_intent')).toBe('pi_3QxExample')
  })

  it('makes two partial refunds of the same amount from one payment two refunds: each refund’s own key is Stripe’s idempotency key', async () => {
    const payment = { sessionId: 'cs_stripe_parts', providerPaymentId: 'pi_3QxParts', amountUsd: 750, refundUsd: 150 }
    await server.services.payments.refund({ ...payment, refundKey: 'wg_correction_one' })
    await server.services.payments.refund({ ...payment, refundKey: 'wg_correction_two' })
    const [first, second] = api.requests.slice(-2)
    expect([first, second].map((r) => new URLSearchParams(r.body).get('amount'))).toEqual(['15000', '15000'])
    expect(first.idempotencyKey).toBe('refund_pi_3QxParts_wg_correction_one')
    expect(second.idempotencyKey).toBe('refund_pi_3QxParts_wg_correction_two')
    // A part without its own key is refused before reaching Stripe.
    const sent = api.requests.length
    await expect(server.services.payments.refund(payment)).rejects.toThrow('refund key')
    expect(api.requests).toHaveLength(sent)
  })
})

describe('Paystack’s ways to pay', () => {
  it('are opened for M-Pesa as well as cards for a payer in Kenya when the account charges in shillings, and cards alone for a payer elsewhere', async () => {
    const api = await providerApi((_path, body) => ({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: 'https://checkout.paystack.com/kes', reference: JSON.parse(body).reference },
    }))
    try {
      const paystack = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'KES', apiBase: api.url, usdRate: async () => 129.37 })
      const request = { amountUsd: 348, description: 'Pro', customerEmail: 'pay@example.org', successUrl: 'http://localhost/ok', cancelUrl: 'http://localhost/no' }
      await paystack.checkoutUrl({ ...request, sessionId: 'cs_paystack_ke', country: 'KE' })
      await paystack.checkoutUrl({ ...request, sessionId: 'cs_paystack_ug', country: 'UG' })
      expect(api.requests.map((r) => JSON.parse(r.body).channels)).toEqual([['card', 'mobile_money'], ['card']])
      // US$348 at 129.37 shillings is 45,020.76: charged as KES 45,021 (in cents), never less than the price.
      expect(api.requests.map((r) => [JSON.parse(r.body).amount, JSON.parse(r.body).currency])).toEqual([
        [4_502_100, 'KES'],
        [4_502_100, 'KES'],
      ])
    } finally {
      api.close()
    }
  })
})

describe('Paystack charging in another currency than the US dollar', () => {
  const request = {
    sessionId: 'cs_paystack_kes',
    amountUsd: 150,
    description: 'Basic verification',
    customerEmail: 'pay@example.org',
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/no',
  }

  it('is refused at start-up without exchange rates to convert the prices', () => {
    expect(() => createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'GHS' })).toThrow('needs exchange rates')
  })

  it('opens no checkout while no rate is stored for the currency, rather than charge a wrong amount', async () => {
    const api = await providerApi(() => ({ status: true, data: { authorization_url: 'https://checkout.paystack.com/x' } }))
    try {
      const paystack = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'GHS', apiBase: api.url, usdRate: async () => null })
      await expect(paystack.checkoutUrl(request)).rejects.toThrow('No exchange rate stored for GHS')
      expect(api.requests).toEqual([])
    } finally {
      api.close()
    }
  })

  it('refunds a part as the same share of what was charged, and pays an expert’s share at the last rate', async () => {
    const api = await providerApi((path) =>
      path.startsWith('/transaction/verify/')
        ? { status: true, data: { amount: 1_950_000, currency: 'KES', reference: 'cs_paystack_kes' } }
        : path === '/transfer'
          ? { status: true, data: { transfer_code: 'TRF_kes' } }
          : { status: true, data: { status: 'pending' } },
    )
    try {
      const paystack = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'KES', apiBase: api.url, usdRate: async () => 131 })
      await paystack.refund({ sessionId: 'cs_paystack_kes', providerPaymentId: 'cs_paystack_kes', amountUsd: 150, refundUsd: 50, refundKey: 'dispute_1' })
      const refund = api.requests.find((r) => r.path === '/refund')!
      // A third of the KES 19,500 charged (at the rate of the day it was paid), not a third at today's rate.
      expect(JSON.parse(refund.body)).toMatchObject({ transaction: 'cs_paystack_kes', amount: 650_000 })
      expect(api.requests.map((r) => r.path)).toEqual(['/transaction/verify/cs_paystack_kes', '/refund'])
      expect(await paystack.transfer({ payoutId: 'po_kes', destination: 'RCP_kes', amountUsd: 85 })).toBe('TRF_kes')
      expect(JSON.parse(api.requests.at(-1)!.body)).toMatchObject({ amount: 1_113_500, currency: 'KES', reference: 'po_kes' })
    } finally {
      api.close()
    }
  })
})

describe('Paying through Paystack', () => {
  let api: Awaited<ReturnType<typeof providerApi>>
  let server: TestServer
  let refuseRefunds = false
  beforeAll(async () => {
    api = await providerApi((path, body) =>
      path === '/refund' && refuseRefunds
        ? { status: false, message: 'Transaction has been fully reversed' }
        : path === '/transaction/initialize' && JSON.parse(body).email.startsWith('refused')
          ? { status: false, message: 'Currency not supported by merchant' }
          : path === '/transaction/initialize'
            ? {
                status: true,
                message: 'Authorization URL created',
                data: { authorization_url: 'https://checkout.paystack.com/0peioxfhpn', access_code: '0peioxfhpn', reference: JSON.parse(body).reference },
              }
            : { status: true, message: 'Refund has been queued for processing', data: { status: 'pending' } },
    )
    server = await startTestServer({ env: { PAYSTACK_SECRET_KEY: PAYSTACK_SECRET, PAYSTACK_API_BASE: api.url } })
  })
  afterAll(async () => {
    await server?.close()
    api?.close()
  })

  it('initializes a transaction with the ways to pay the pricing page names, and sets Premium only from the signed charge.success', async () => {
    const member = await newMember(server, { email: 'paystack@example.org', orgName: 'Nairobi Paystack Trust' })
    await server.services.db.update(organizations).set({ country: 'KE' }).where(eq(organizations.name, 'Nairobi Paystack Trust'))
    // Charged in US dollars, Paystack offers cards (mobile money is charged in the wallet's own currency): the page says so.
    expect(text((await member.page('/')).html)).toContain('Ways to pay through Paystack: card.')
    const start = await member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })
    expect(start.headers.get('Location')).toBe('https://checkout.paystack.com/0peioxfhpn')
    const sent = JSON.parse(api.requests[0].body)
    expect(api.requests[0].authorization).toBe(`Bearer ${PAYSTACK_SECRET}`)
    expect(sent).toMatchObject({ email: 'paystack@example.org', amount: 94800, currency: 'USD', callback_url: `${server.url}/dashboard?subscription=success` })
    expect(sent.channels).toEqual(['card'])

    const body = paystackEvent(sent.reference)
    const post = (signature: string) =>
      fetch(`${server.url}/api/payments/webhook/paystack`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature }, body })
    expect((await post(paystackSignature(body, 'sk_test_forged'))).status).toBe(400)
    expect(await planOf(server, 'paystack@example.org')).toBe('free')
    // A genuine event the app does not act on is acknowledged (2xx), or Paystack would keep resending it.
    const transfer = paystackEvent(sent.reference, 'transfer.success')
    const ignored = await fetch(`${server.url}/api/payments/webhook/paystack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': paystackSignature(transfer) },
      body: transfer,
    })
    expect(ignored.status).toBe(200)
    expect(await ignored.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await planOf(server, 'paystack@example.org')).toBe('free')
    expect(await (await post(paystackSignature(body))).json()).toMatchObject({ outcome: 'applied' })
    expect(await (await post(paystackSignature(body))).json()).toMatchObject({ outcome: 'duplicate' })
    expect(await planOf(server, 'paystack@example.org')).toBe('premium')
  })

  it('are offered at every checkout, not only a plan’s: a verification fee paid from a Kenyan organization opens with M-Pesa too', async () => {
    const api = await providerApi((_path, body) => ({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: 'https://checkout.paystack.com/fee', reference: JSON.parse(body).reference },
    }))
    try {
      const paystack = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'KES', apiBase: api.url, usdRate: async () => 129.37 })
      await newMember(server, { email: 'fee-payer@kisumu-water.example.org', orgName: 'Kisumu Water Users' })
      const [payer] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'fee-payer@kisumu-water.example.org'))
      const [membership] = await server.services.db.select().from(organizationMembers).where(eq(organizationMembers.userId, payer.id))
      await server.services.db.update(organizations).set({ country: 'KE' }).where(eq(organizations.id, membership.organizationId))
      const fee = {
        purpose: 'verification',
        referenceId: '4242',
        item: 'standard',
        userId: payer.id,
        email: 'fee-payer@kisumu-water.example.org',
        amountUsd: 149,
        description: 'Standard verification',
        successPath: '/ok',
        cancelPath: '/no',
      } as const
      await startCheckout(server.services.db, paystack, server.url, fee)
      expect(JSON.parse(api.requests.at(-1)!.body).channels).toEqual(['card', 'mobile_money'])
    } finally {
      api.close()
    }
  })

  it('says "Failed to create checkout session" when the provider refuses, and leaves the checkout closed', async () => {
    const member = await newMember(server, { email: 'refused@example.org' })
    const start = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    expect(start.headers.get('Location')).toBe('/#pricing')
    expect(text((await member.page('/')).html)).toContain('Failed to create checkout session')
    const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'refused@example.org'))
    const sessions = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId))
    expect(sessions.map((s) => s.status)).toEqual(['canceled'])
    expect(await planOf(server, 'refused@example.org')).toBe('free')
  })

  const postPaystack = (body: string) =>
    fetch(`${server.url}/api/payments/webhook/paystack`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': paystackSignature(body) }, body })

  it('acknowledges and records a charge.success for a reference it does not know, once', async () => {
    const body = paystackEvent('T_not_ours_8812', 'charge.success', 5_100_000_001)
    const first = await postPaystack(body)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, outcome: 'unknown-session' })
    expect((await postPaystack(body)).status).toBe(200)
    const rows = await server.services.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'paystack_charge.success_5100000001'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'paystack', sessionId: null, outcome: 'unknown_session' })
  })

  it('initializes one transaction however many times Pay is pressed at once (Paystack refuses a reused reference)', async () => {
    const member = await newMember(server, { email: 'paystack-clicks@example.org' })
    const before = api.requests.filter((r) => r.path === '/transaction/initialize').length
    const starts = await Promise.all(Array.from({ length: 4 }, () => member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })))
    expect(starts.map((r) => r.headers.get('Location'))).toEqual(Array(4).fill('https://checkout.paystack.com/0peioxfhpn'))
    expect(api.requests.filter((r) => r.path === '/transaction/initialize').length - before).toBe(1)
  })

  it('flags to the admins a second payment Paystack would not refund, and still counts one payment', async () => {
    const member = await newMember(server, { email: 'paystack-twice@example.org' })
    await Promise.all([member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' }), member.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'premium' })])
    const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'paystack-twice@example.org'))
    const sessions = await server.services.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')))
    expect(sessions).toHaveLength(2)
    refuseRefunds = true
    try {
      const outcomes = await Promise.all(sessions.map((s, i) => postPaystack(paystackEvent(s.id, 'charge.success', 5_200_000_000 + i)).then((r) => r.json() as Promise<{ outcome: string }>)))
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'refund-failed'])
    } finally {
      refuseRefunds = false
    }
    const after = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId))
    expect(after.map((s) => s.status).sort()).toEqual(['duplicate', 'paid'])
    const unrefunded = after.find((s) => s.status === 'duplicate')!
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, unrefunded.id))
    expect(audit.map((a) => a.action).sort()).toEqual(['payment.duplicate_received', 'payment.duplicate_refund_failed'])
    expect(JSON.stringify(audit.find((a) => a.action === 'payment.duplicate_refund_failed')!.after)).toContain('Transaction has been fully reversed')
    expect(await planOf(server, 'paystack-twice@example.org')).toBe(after.find((s) => s.status === 'paid')!.item)

    // The quarter-hourly job tries the refund again, and this time Paystack takes it.
    const paystackRefunds = () => api.requests.filter((r) => r.path === '/refund').length
    const refundsBefore = paystackRefunds()
    expect(await retryDuplicateRefunds(server.services.db, server.services.payments)).toEqual({ refunded: 0, failed: 0 })
    expect(await retryDuplicateRefunds(server.services.db, server.services.payments, new Date(Date.now() + 10 * 60_000))).toEqual({ refunded: 1, failed: 0 })
    expect(paystackRefunds() - refundsBefore).toBe(1)
    const [retried] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, unrefunded.id))
    expect(retried.status).toBe('refunded')
    const actions = (await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, unrefunded.id))).map((a) => a.action)
    expect(actions).toContain('payment.duplicate_refunded')
    expect(await retryDuplicateRefunds(server.services.db, server.services.payments, new Date(Date.now() + 20 * 60_000))).toEqual({ refunded: 0, failed: 0 })
  })

  it('refunds through Paystack’s refund API', async () => {
    const provider = createPaystackProvider({ secretKey: PAYSTACK_SECRET, currency: 'USD', apiBase: api.url })
    await provider.refund({ sessionId: 'cs_paystack_x', providerPaymentId: 'cs_paystack_x', amountUsd: 299 })
    expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ transaction: 'cs_paystack_x' })
    expect(api.requests.at(-1)!.path).toBe('/refund')
  })
})
