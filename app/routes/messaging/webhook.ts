import { servicesContext } from '../../context.ts'
import { requestPhoneServices } from '../../domain/messaging/request-queue.server.ts'
import { receivePhoneEvents } from '../../domain/messaging/receive-phone-events.server.ts'
import type { PhoneProvider } from '../../domain/messaging/phone-provider.ts'
import type { Route } from './+types/webhook'

/** The configured provider named in the URL (the outbox carries either channel; one instance reads both). */
function providerOf(services: { messaging: { whatsapp: PhoneProvider; sms: PhoneProvider } }, id: string) {
  return [services.messaging.whatsapp, services.messaging.sms].find((p) => p.id === id) ?? null
}

/**
 * WhatsApp and SMS providers report here: replies from phones (STOP, START) and delivery reports.
 * The signature is checked on the raw body (and, for Twilio and Africa's Talking, the public URL they
 * called) before anything is read; a reply counts once, so a replayed request changes nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const provider = providerOf(services, params.provider)
  if (!provider) return new Response('Unknown provider', { status: 404 })
  const rawBody = await request.text()
  const incoming = new URL(request.url)
  const check = provider.verifyWebhook({ rawBody, headers: request.headers, url: `${services.config.appUrl}${incoming.pathname}${incoming.search}` })
  if (!check.verified) return new Response('Invalid signature', { status: 403 })
  const applied = await receivePhoneEvents(requestPhoneServices(services), provider, check.events)
  // Twilio reads a TwiML answer to an incoming message: an empty one sends nothing back.
  if (provider.id === 'twilio') return new Response('<Response/>', { headers: { 'Content-Type': 'text/xml' } })
  return Response.json({ received: true, applied })
}

/** Meta checks the webhook once when it is registered: the challenge is echoed for the right token. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const provider = providerOf(context.get(servicesContext), params.provider)
  const challenge = provider?.handshake?.(new URL(request.url).searchParams) ?? null
  if (challenge === null) return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
  return new Response(challenge, { headers: { 'Content-Type': 'text/plain' } })
}
