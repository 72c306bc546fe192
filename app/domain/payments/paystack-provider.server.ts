import { createHmac, timingSafeEqual } from 'node:crypto'
import { paystackChannels } from '../../catalog/payment-methods.ts'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

export interface PaystackOptions {
  secretKey: string
  /** The currency the Paystack account settles in; amounts are the catalogue's USD figures. */
  currency: string
  /** Only for tests against a local stand-in of the API; production talks to api.paystack.co. */
  apiBase?: string
}

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

/** Paystack signs each webhook body with HMAC-SHA512 under the secret key, hex-encoded. */
export function verifyPaystackSignature(secretKey: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(createHmac('sha512', secretKey).update(rawBody).digest('hex'))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Paystack, for cards and mobile money where Stripe cannot serve African merchants: a transaction
 * is initialized with our checkout id as its reference; `charge.success` marks it paid.
 */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const base = (options.apiBase ?? 'https://api.paystack.co').replace(/\/$/, '')
  async function call<T>(path: string, body: object): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    const json = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null
    if (!response.ok || !json?.status || !json.data) throw new Error(`Paystack ${path} failed: ${json?.message ?? response.status}`)
    return json.data
  }
  return {
    id: 'paystack',
    chargeCurrency: options.currency,
    async checkoutUrl({ sessionId, amountUsd, description, customerEmail, successUrl, cancelUrl, country }) {
      const data = await call<{ authorization_url: string }>('/transaction/initialize', {
        email: customerEmail,
        // Paystack amounts are in the currency's subunit (cents, kobo, pesewas).
        amount: Math.round(amountUsd * 100),
        currency: options.currency,
        reference: sessionId,
        callback_url: successUrl,
        // Exactly the methods the app names at checkout for this currency and payer (app/catalog/payment-methods.ts).
        channels: paystackChannels(options.currency, country ?? null),
        metadata: { sessionId, description, cancel_action: cancelUrl },
      })
      return data.authorization_url
    },
    verifyWebhook(rawBody, headers) {
      if (!verifyPaystackSignature(options.secretKey, rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER))) return { verified: false }
      try {
        const event = JSON.parse(rawBody) as { event?: string; data?: { id?: number; reference?: string; status?: string } }
        if (event.event !== 'charge.success' || !event.data?.reference || event.data.status !== 'success') return { verified: true, event: null }
        const paid: VerifiedEvent = {
          id: `paystack_${event.event}_${event.data.id ?? event.data.reference}`,
          type: 'checkout.completed',
          sessionId: event.data.reference,
          paymentId: event.data.reference,
          payload: event,
        }
        return { verified: true, event: paid }
      } catch {
        return { verified: true, event: null }
      }
    },
    async refund({ providerPaymentId, refundUsd, refundKey }) {
      if (!providerPaymentId) throw new Error('No Paystack reference recorded for this payment')
      // Paystack takes no idempotency key: each call is a refund of its own; the refund key goes in the
      // merchant note, so each part can be traced to what it returned.
      await call(
        '/refund',
        refundUsd === undefined
          ? { transaction: providerPaymentId }
          : { transaction: providerPaymentId, amount: Math.round(refundUsd * 100), ...(refundKey ? { merchant_note: `Refund ${refundKey}` } : {}) },
      )
    },
    async transfer({ payoutId, destination, amountUsd }) {
      // From the Paystack balance to the expert's transfer recipient; the payout id is the reference,
      // which Paystack keeps unique, so a repeat cannot send the money twice.
      const data = await call<{ transfer_code: string }>('/transfer', {
        source: 'balance',
        amount: Math.round(amountUsd * 100),
        currency: options.currency,
        recipient: destination,
        reference: payoutId,
        reason: `Payout ${payoutId}`,
      })
      return data.transfer_code
    },
  }
}
