import { createHmac, timingSafeEqual } from 'node:crypto'
import { paystackChannels } from '../../catalog/payment-methods.ts'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

export interface PaystackOptions {
  secretKey: string
  /**
   * The currency the Paystack account charges in (PAYSTACK_CURRENCY). Prices are the catalogue's US
   * dollars: in another currency each is converted at the last stored rate (`usdRate`), rounded up
   * to a whole unit; with no rate stored, no checkout opens rather than charge a wrong amount.
   */
  currency: string
  /** Units of a currency per US dollar (the last good exchange rates stored), or null when none is. */
  usdRate?: (currency: string) => Promise<number | null>
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
  if (options.currency !== 'USD' && !options.usdRate) throw new Error(`Paystack charging in ${options.currency} needs exchange rates to convert US dollar prices`)
  async function call<T>(path: string, body?: object): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${options.secretKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    })
    const json = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null
    if (!response.ok || !json?.status || !json.data) throw new Error(`Paystack ${path} failed: ${json?.message ?? response.status}`)
    return json.data
  }
  /** Units of the charge currency per US dollar: 1 for US dollars, else the last stored rate; throws when there is none. */
  async function rate(): Promise<number> {
    if (options.currency === 'USD') return 1
    const found = await options.usdRate!(options.currency)
    if (!found || !(found > 0)) throw new Error(`No exchange rate stored for ${options.currency}: Paystack checkouts cannot be priced`)
    return found
  }
  return {
    id: 'paystack',
    chargeCurrency: options.currency,
    async checkoutUrl({ sessionId, amountUsd, description, customerEmail, successUrl, cancelUrl, country }) {
      const data = await call<{ authorization_url: string }>('/transaction/initialize', {
        email: customerEmail,
        // Paystack amounts are in the currency's subunit (cents, kobo, pesewas); another currency's
        // price is rounded up to a whole unit, so the payment never falls short of the US dollar price.
        amount: options.currency === 'USD' ? Math.round(amountUsd * 100) : Math.ceil(amountUsd * (await rate())) * 100,
        currency: options.currency,
        reference: sessionId,
        callback_url: successUrl,
        // Exactly the methods the app names at checkout for this currency and payer (app/catalog/payment-methods.ts).
        channels: paystackChannels(options.currency, country ?? null),
        metadata: { sessionId, description, cancel_action: cancelUrl, amount_usd: amountUsd },
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
    async refund({ providerPaymentId, amountUsd, refundUsd, refundKey }) {
      if (!providerPaymentId) throw new Error('No Paystack reference recorded for this payment')
      // A part of a payment charged in another currency: the same share of what was charged (the
      // transaction's own amount), whatever the rate is today.
      const partMinor = async (part: number) => {
        if (options.currency === 'USD') return Math.round(part * 100)
        const paid = await call<{ amount: number }>(`/transaction/verify/${encodeURIComponent(providerPaymentId)}`)
        return Math.round((paid.amount * part) / amountUsd)
      }
      // Paystack takes no idempotency key: each call is a refund of its own; the refund key goes in the
      // merchant note, so each part can be traced to what it returned.
      await call(
        '/refund',
        refundUsd === undefined
          ? { transaction: providerPaymentId }
          : { transaction: providerPaymentId, amount: await partMinor(refundUsd), ...(refundKey ? { merchant_note: `Refund ${refundKey}` } : {}) },
      )
    },
    async transfer({ payoutId, destination, amountUsd }) {
      // From the Paystack balance to the expert's transfer recipient; the payout id is the reference,
      // which Paystack keeps unique, so a repeat cannot send the money twice.
      const data = await call<{ transfer_code: string }>('/transfer', {
        source: 'balance',
        // An expert's share in US dollars, paid in the account's currency at the last stored rate.
        amount: Math.round(amountUsd * (await rate()) * 100),
        currency: options.currency,
        recipient: destination,
        reference: payoutId,
        reason: `Payout ${payoutId}`,
      })
      return data.transfer_code
    },
  }
}
