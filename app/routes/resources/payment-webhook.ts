import { servicesContext } from '../../context.ts'
import { receivePaymentEvent } from '../../domain/payments/checkout.server.ts'
import { sendReceiptForSession } from '../../domain/payments/send-receipt-email.server.ts'
import type { Route } from './+types/payment-webhook'

/**
 * Payment providers report here. The raw body's signature is checked before anything is read;
 * only a verified event can mark a payment paid, and each event counts once.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const { db, payments } = services
  if (params.provider !== payments.id) return new Response('Unknown provider', { status: 404 })
  const rawBody = await request.text()
  const check = payments.verifyWebhook(rawBody, request.headers)
  if (!check.verified) return new Response('Invalid signature', { status: 400 })
  // A genuine event the app does not act on is acknowledged, so the provider stops resending it.
  if (!check.event) return Response.json({ received: true, outcome: 'ignored' })
  // So is one for a checkout we do not know (recorded, not retried for days); a second payment is refunded.
  const outcome = await receivePaymentEvent(db, payments, check.event)
  // The receipt was written with the payment; its email goes now (or from the scan if this fails).
  if (outcome === 'applied') await sendReceiptForSession(services, check.event.sessionId)
  return Response.json({ received: true, outcome })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
