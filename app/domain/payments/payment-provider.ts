/** What every payment provider (sandbox, Stripe, Paystack) offers the app. */
export interface CheckoutRequest {
  sessionId: string
  amountUsd: number
  description: string
  customerEmail: string
}

export interface VerifiedEvent {
  id: string
  type: 'checkout.completed' | 'checkout.canceled'
  sessionId: string
  payload: unknown
}

export interface PaymentProvider {
  id: 'sandbox' | 'stripe' | 'paystack'
  /** Where to send the member to pay. */
  checkoutUrl(request: CheckoutRequest): Promise<string>
  /** The event in a webhook request, or null when its signature does not verify. */
  verifyWebhook(rawBody: string, headers: Headers): VerifiedEvent | null
}
