import { createHmac, timingSafeEqual } from 'node:crypto'
import { PHONE_TEMPLATES, WHATSAPP_LANGUAGE_CODES } from '../../catalog/messaging.ts'
import { safeFetch } from '../../net/safe-fetch.server.ts'
import { type PhoneEvent, type PhoneProvider, PhoneSendError } from './phone-provider.ts'

export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256'
const GRAPH_HOST = 'graph.facebook.com'
const GRAPH_VERSION = 'v21.0'

export interface WhatsAppOptions {
  accessToken: string
  phoneNumberId: string
  /** The Meta app's secret: Meta signs each webhook body with it (X-Hub-Signature-256). */
  appSecret: string
  /** The token Meta echoes when the webhook is registered. */
  verifyToken: string
  /** Tests only: a local stand-in of the Graph API. */
  apiBase?: string
}

/** `sha256=<hex HMAC-SHA256 of the raw body under the app secret>`, as Meta signs webhooks. */
export function signWhatsAppPayload(appSecret: string, body: string) {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`
}

function verifySignature(appSecret: string, body: string, header: string | null) {
  if (!header?.startsWith('sha256=')) return false
  const expected = Buffer.from(signWhatsAppPayload(appSecret, body))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

interface WebhookValue {
  messages?: Array<{ from?: string; id?: string; type?: string; text?: { body?: string }; button?: { text?: string } }>
  statuses?: Array<{ id?: string; status?: string; errors?: Array<{ title?: string; message?: string }> }>
}

const STATUS: Record<string, 'sent' | 'delivered' | 'read' | 'failed'> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' }

/**
 * Meta's WhatsApp Cloud API: every message is an approved template (business-initiated messages
 * must be), named in PHONE_TEMPLATES and approved in the five languages, its parameters the
 * catalogue's. Replies and statuses come to the webhook, signed with the app secret.
 */
export function createWhatsAppProvider(options: WhatsAppOptions): PhoneProvider {
  const base = (options.apiBase ?? `https://${GRAPH_HOST}`).replace(/\/$/, '')
  const origin = new URL(base).origin
  return {
    id: 'meta',
    channel: 'whatsapp',
    idempotent: false,
    async send({ key, to, language, template, params }) {
      const parameters = params.map((text) => ({ type: 'text', text }))
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        type: 'template',
        template: { name: PHONE_TEMPLATES[template].whatsapp, language: { code: WHATSAPP_LANGUAGE_CODES[language] }, components: parameters.length ? [{ type: 'body', parameters }] : [] },
        // Comes back with each status, so a report can be matched to its message whatever happens.
        biz_opaque_callback_data: key,
      }
      const response = await safeFetch(`${base}/${GRAPH_VERSION}/${encodeURIComponent(options.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        maxRedirects: 0,
        ...(options.apiBase ? { allowOrigins: [origin] } : { allowHosts: [GRAPH_HOST] }),
      })
      const json = JSON.parse(response.text() || 'null') as { messages?: Array<{ id?: string }>; error?: { message?: string } } | null
      const id = json?.messages?.[0]?.id
      if (!response.ok || !id) throw new PhoneSendError(`WhatsApp refused the message: ${json?.error?.message ?? response.status}`)
      return { providerMessageId: id }
    },
    verifyWebhook({ rawBody, headers }) {
      if (!verifySignature(options.appSecret, rawBody, headers.get(WHATSAPP_SIGNATURE_HEADER))) return { verified: false }
      let body: { entry?: Array<{ changes?: Array<{ value?: WebhookValue }> }> }
      try {
        body = JSON.parse(rawBody)
      } catch {
        return { verified: true, events: [] }
      }
      const events: PhoneEvent[] = []
      for (const entry of body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const m of change.value?.messages ?? []) {
            const text = m.text?.body ?? m.button?.text
            if (m.id && m.from && typeof text === 'string') events.push({ type: 'reply', channel: 'whatsapp', id: m.id, from: `+${m.from.replace(/^\+/, '')}`, text })
          }
          for (const s of change.value?.statuses ?? []) {
            const status = s.status ? STATUS[s.status] : undefined
            if (s.id && status) events.push({ type: 'status', providerMessageId: s.id, status, error: s.errors?.[0]?.title ?? s.errors?.[0]?.message })
          }
        }
      }
      return { verified: true, events }
    },
    handshake(query) {
      const token = Buffer.from(query.get('hub.verify_token') ?? '')
      const expected = Buffer.from(options.verifyToken)
      const challenge = query.get('hub.challenge')
      return query.get('hub.mode') === 'subscribe' && challenge && token.length === expected.length && timingSafeEqual(token, expected) ? challenge : null
    },
  }
}
