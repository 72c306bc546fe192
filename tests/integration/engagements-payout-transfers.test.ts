import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaystackProvider } from '../../app/domain/payments/paystack-provider.server.ts'
import { createSandboxProvider } from '../../app/domain/payments/sandbox-provider.server.ts'
import { createStripeProvider } from '../../app/domain/payments/stripe-provider.server.ts'

/**
 * Expert payouts through each provider's transfer (issue 11, escrow): the payout id is the
 * idempotency key, so the same payout sent again is the same transfer; and the partial refund a
 * split dispute needs. Each provider talks to a stand-in of its API on this machine.
 */
async function providerApi(answer: (path: string, body: string) => object) {
  const requests: Array<{ path: string; body: string; idempotencyKey: string | undefined }> = []
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    return Buffer.concat(chunks).toString()
  }
  const server: Server = createServer(async (req, res) => {
    const body = await read(req)
    requests.push({ path: req.url!, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined })
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(answer(req.url!, body)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => server.close() }
}

const PAYOUT = { payoutId: '8f14e45f-ceea-4e67-a0c3-5b1f2c9d7e11', destination: 'acct_1JumaOtieno42', amountUsd: 450 }

describe('Stripe Connect transfers', () => {
  let api: Awaited<ReturnType<typeof providerApi>>
  beforeAll(async () => {
    api = await providerApi((path) => (path === '/v1/transfers' ? { id: 'tr_1Q2w3E', object: 'transfer' } : { id: 're_1', object: 'refund', status: 'succeeded' }))
  })
  afterAll(() => api?.close())

  it('sends the payout to the connected account in cents, keyed by the payout id', async () => {
    const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', apiBase: api.url })
    expect(await stripe.transfer(PAYOUT)).toBe('tr_1Q2w3E')
    expect(await stripe.transfer(PAYOUT)).toBe('tr_1Q2w3E')
    const sent = api.requests.filter((r) => r.path === '/v1/transfers')
    expect(sent).toHaveLength(2)
    const form = new URLSearchParams(sent[0].body)
    expect(Object.fromEntries(['amount', 'currency', 'destination'].map((k) => [k, form.get(k)]))).toEqual({ amount: '45000', currency: 'usd', destination: 'acct_1JumaOtieno42' })
    // The same key both times: Stripe answers the repeat with the first transfer.
    expect(sent.map((r) => r.idempotencyKey)).toEqual([`payout_${PAYOUT.payoutId}`, `payout_${PAYOUT.payoutId}`])
  })

  it('refunds only part of a payment when asked (a split dispute), and all of it otherwise', async () => {
    const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', apiBase: api.url })
    await stripe.refund({ sessionId: 'cs_x', providerPaymentId: 'pi_3Split', amountUsd: 500, refundUsd: 200, refundKey: 'dispute_d1' })
    expect(new URLSearchParams(api.requests.at(-1)!.body).get('amount')).toBe('20000')
    // The part is keyed by the refund's own id (the dispute's), not by its amount.
    expect(api.requests.at(-1)!.idempotencyKey).toBe('refund_pi_3Split_dispute_d1')
    await stripe.refund({ sessionId: 'cs_y', providerPaymentId: 'pi_3Whole', amountUsd: 500 })
    expect(new URLSearchParams(api.requests.at(-1)!.body).get('amount')).toBeNull()
  })
})

describe('Paystack transfers', () => {
  let api: Awaited<ReturnType<typeof providerApi>>
  beforeAll(async () => {
    api = await providerApi((path) =>
      path === '/transfer'
        ? { status: true, message: 'Transfer has been queued', data: { transfer_code: 'TRF_1ptvuv321ahaa7q', status: 'pending' } }
        : { status: true, message: 'Refund has been queued for processing', data: { status: 'pending' } },
    )
  })
  afterAll(() => api?.close())

  it('sends the payout to the recipient code from the balance, with the payout id as its reference', async () => {
    const paystack = createPaystackProvider({ secretKey: 'sk_test_paystack', currency: 'USD', apiBase: api.url })
    expect(await paystack.transfer({ ...PAYOUT, destination: 'RCP_2x5j67tnnw1t98k' })).toBe('TRF_1ptvuv321ahaa7q')
    const body = JSON.parse(api.requests.at(-1)!.body)
    expect(body).toMatchObject({ source: 'balance', amount: 45000, currency: 'USD', recipient: 'RCP_2x5j67tnnw1t98k', reference: PAYOUT.payoutId })
  })

  it('refunds part of a transaction when asked', async () => {
    const paystack = createPaystackProvider({ secretKey: 'sk_test_paystack', currency: 'USD', apiBase: api.url })
    await paystack.refund({ sessionId: 'cs_p', providerPaymentId: 'cs_p', amountUsd: 500, refundUsd: 200 })
    expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ transaction: 'cs_p', amount: 20000 })
  })
})

describe('Sandbox transfers', () => {
  it('moves no money and gives the same transfer id for the same payout', async () => {
    const sandbox = createSandboxProvider({ appUrl: 'http://127.0.0.1', secret: 's' })
    const id = await sandbox.transfer(PAYOUT)
    expect(id).toMatch(/^tr_sandbox_/)
    expect(await sandbox.transfer(PAYOUT)).toBe(id)
  })
})
