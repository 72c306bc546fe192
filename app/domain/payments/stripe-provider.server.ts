import Stripe from 'stripe'
import type { PaymentProvider, VerifiedEvent } from './payment-provider.ts'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Only for tests against a local stand-in of the API; production talks to api.stripe.com. */
  apiBase?: string
}

/**
 * Stripe Checkout: a hosted payment page per checkout, and a webhook signed with Stripe-Signature
 * (HMAC-SHA256 over "timestamp.body", checked by the official SDK, 5 minutes' tolerance).
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  })
  return {
    id: 'stripe',
    chargeCurrency: 'USD',
    async checkoutUrl({ sessionId, amountUsd, description, customerEmail, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: Math.round(amountUsd * 100), product_data: { name: description } } }],
          customer_email: customerEmail,
          client_reference_id: sessionId,
          metadata: { sessionId },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: sessionId },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return session.url
    },
    verifyWebhook(rawBody, headers) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', options.webhookSecret)
      } catch {
        return { verified: false }
      }
      return { verified: true, event: toVerifiedEvent(event) }
    },
    async refund({ providerPaymentId, refundUsd, refundKey }) {
      if (!providerPaymentId) throw new Error('No Stripe payment intent recorded for this payment')
      if (refundUsd !== undefined) {
        // A part: its own key, so two refunds of the same amount from one payment are two refunds.
        if (!refundKey) throw new Error('A partial refund needs its own refund key')
        const amount = Math.round(refundUsd * 100)
        await stripe.refunds.create({ payment_intent: providerPaymentId, amount }, { idempotencyKey: `refund_${providerPaymentId}_${refundKey}` })
        return
      }
      await stripe.refunds.create({ payment_intent: providerPaymentId }, { idempotencyKey: `refund_${providerPaymentId}` })
    },
    async transfer({ payoutId, destination, amountUsd }) {
      // Stripe Connect: from the platform's balance to the expert's connected account.
      const transfer = await stripe.transfers.create(
        { amount: Math.round(amountUsd * 100), currency: 'usd', destination, transfer_group: payoutId, metadata: { payoutId } },
        { idempotencyKey: `payout_${payoutId}` },
      )
      return transfer.id
    },
  }
}

/** The Checkout events that matter: paid (at once, or later for delayed methods), or expired unpaid. */
function toVerifiedEvent(event: Stripe.Event): VerifiedEvent | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded' && event.type !== 'checkout.session.expired') return null
  const session = event.data.object
  const sessionId = session.client_reference_id ?? session.metadata?.sessionId
  if (!sessionId) return null
  // A completed session whose payment is still pending (a bank debit, say) is paid by a later event.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return null
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  return { id: event.id, type: event.type === 'checkout.session.expired' ? 'checkout.canceled' : 'checkout.completed', sessionId, paymentId: paymentIntent ?? undefined, payload: event }
}
