/** What every payment provider (sandbox, Stripe, Paystack) offers the app. */
export interface CheckoutRequest {
  sessionId: string
  amountUsd: number
  description: string
  customerEmail: string
  /** Where the provider's hosted page sends the member back. */
  successUrl: string
  cancelUrl: string
  /** The payer's country (their organization's), when known: Paystack offers the methods of that country (app/catalog/payment-methods.ts). */
  country?: string | null
}

export interface VerifiedEvent {
  id: string
  type: 'checkout.completed' | 'checkout.canceled'
  sessionId: string
  /** The provider's own id for the payment, kept for refunds. */
  paymentId?: string
  payload: unknown
}

export type WebhookCheck = { verified: false } | { verified: true; event: VerifiedEvent | null }

export interface PaymentProvider {
  id: 'sandbox' | 'stripe' | 'paystack'
  /** The currency checkouts are charged in: US dollars, or Paystack's PAYSTACK_CURRENCY. */
  chargeCurrency: string
  /** Where to send the member to pay. */
  checkoutUrl(request: CheckoutRequest): Promise<string>
  /**
   * Checks a webhook request's signature. A genuine request carries either an event the app acts on
   * or `null` (another event type, an unpaid session): the provider must still get a 2xx for it,
   * or it keeps retrying. Only a bad signature is refused.
   */
  verifyWebhook(rawBody: string, headers: Headers): WebhookCheck
  /**
   * Returns a paid checkout's money; resolves once the provider has accepted the refund. With
   * `refundUsd`, only that part is returned (a disputed escrow milestone split between the sides, a
   * lowered white-glove fee), and `refundKey` names that one refund: the provider's idempotency key is
   * built from it, so a retry of the same refund is never paid twice while a second refund of the
   * same amount from the same payment is a refund of its own.
   */
  refund(payment: { sessionId: string; providerPaymentId: string | null; amountUsd: number; refundUsd?: number; refundKey?: string }): Promise<void>
  /**
   * Sends an expert's payout to their account (a Stripe connected account, a Paystack transfer
   * recipient) and resolves with the provider's transfer id. The payout id is the provider's
   * idempotency key, so sending the same payout again never pays twice.
   */
  transfer(payout: { payoutId: string; destination: string; amountUsd: number }): Promise<string>
}
