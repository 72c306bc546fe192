/** What every payment provider (sandbox, Stripe, Paystack) offers the app. */
export interface CheckoutRequest {
  sessionId: string
  amountUsd: number
  description: string
  customerEmail: string
  /** Where the provider's hosted page sends the member back. */
  successUrl: string
  cancelUrl: string
}

export interface VerifiedEvent {
  id: string
  type: 'checkout.completed' | 'checkout.canceled'
  sessionId: string
  /** The provider's own id for the payment, kept for refunds. */
  paymentId?: string
  payload: unknown
}

export interface PaymentProvider {
  id: 'sandbox' | 'stripe' | 'paystack'
  /** Where to send the member to pay. */
  checkoutUrl(request: CheckoutRequest): Promise<string>
  /** The event in a webhook request, or null when its signature does not verify. */
  verifyWebhook(rawBody: string, headers: Headers): VerifiedEvent | null
  /** Returns a paid checkout's money; resolves once the provider has accepted the refund. */
  refund(payment: { sessionId: string; providerPaymentId: string | null; amountUsd: number }): Promise<void>
}
