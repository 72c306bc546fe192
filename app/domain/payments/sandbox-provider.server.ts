import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
const TOLERANCE_SECONDS = 300

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the shape Stripe uses, so replays expire. */
export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

export function verifySandboxSignature(secret: string, body: string, header: string | null, now = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > TOLERANCE_SECONDS || !parts.v1) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The default provider when no payment keys are set: a hosted-style checkout page inside the app.
 * Paying there posts a signed event to the same webhook endpoint real providers use.
 */
export function createSandboxProvider(options: { appUrl: string; secret: string }): PaymentProvider {
  return {
    id: 'sandbox',
    chargeCurrency: 'USD',
    async checkoutUrl({ sessionId }) {
      return `${options.appUrl}/payments/sandbox/${encodeURIComponent(sessionId)}`
    },
    verifyWebhook(rawBody, headers) {
      if (!verifySandboxSignature(options.secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER))) return { verified: false }
      try {
        const event = JSON.parse(rawBody) as VerifiedEvent
        if (typeof event.id !== 'string' || typeof event.sessionId !== 'string' || !['checkout.completed', 'checkout.canceled'].includes(event.type)) return { verified: true, event: null }
        return { verified: true, event: { ...event, paymentId: event.sessionId, payload: event } }
      } catch {
        return { verified: true, event: null }
      }
    },
    async refund() {
      // No money moved, so there is nothing to return; the app records the refund as for any provider.
    },
    async transfer({ payoutId }) {
      // No money moves: the simulated transfer's id comes from the payout, so a repeat is the same transfer.
      return `tr_sandbox_${payoutId.replace(/-/g, '')}`
    },
  }
}

/** The event the sandbox's checkout page sends when the member pays or cancels. */
export function sandboxEvent(sessionId: string, paid: boolean) {
  return JSON.stringify({ id: `evt_sandbox_${randomUUID().replace(/-/g, '')}`, type: paid ? 'checkout.completed' : 'checkout.canceled', sessionId })
}
