import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PhoneChannel } from '../../catalog/messaging.ts'
import type { PhoneEvent, PhoneProvider } from './phone-provider.ts'

export const OUTBOX_SIGNATURE_HEADER = 'x-outbox-signature'
const TOLERANCE_SECONDS = 300

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as the payment sandbox signs: a replay expires. */
export function signOutboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

function verifyOutboxSignature(secret: string, body: string, header: string | null, now = Math.floor(Date.now() / 1000)) {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > TOLERANCE_SECONDS || !parts.v1) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What the outbox's "reply from this phone" form posts: the same shape whichever channel. */
export interface OutboxWebhookBody {
  replies?: Array<{ id: string; channel: PhoneChannel; from: string; text: string }>
  statuses?: Array<{ providerMessageId: string; status: 'delivered' | 'read' | 'failed' }>
}

/**
 * The provider when none is configured: nothing leaves the machine. The message is the phone_messages
 * row itself (admins read it at /admin/messaging), its id the key, so sending twice is sending once.
 * Replies and delivery reports come back signed to the same webhook endpoint the real providers use.
 */
export function createOutboxProvider(channel: PhoneChannel, secret: string): PhoneProvider {
  return {
    id: 'outbox',
    channel,
    idempotent: true,
    async send({ key }) {
      return { providerMessageId: `outbox:${key}` }
    },
    verifyWebhook({ rawBody, headers }) {
      if (!verifyOutboxSignature(secret, rawBody, headers.get(OUTBOX_SIGNATURE_HEADER))) return { verified: false }
      let body: OutboxWebhookBody
      try {
        body = JSON.parse(rawBody) as OutboxWebhookBody
      } catch {
        return { verified: true, events: [] }
      }
      const events: PhoneEvent[] = []
      for (const r of Array.isArray(body.replies) ? body.replies : []) {
        if (typeof r?.id === 'string' && typeof r.from === 'string' && typeof r.text === 'string' && (r.channel === 'whatsapp' || r.channel === 'sms'))
          events.push({ type: 'reply', channel: r.channel, id: r.id, from: r.from, text: r.text })
      }
      for (const s of Array.isArray(body.statuses) ? body.statuses : []) {
        if (typeof s?.providerMessageId === 'string' && ['delivered', 'read', 'failed'].includes(s.status)) events.push({ type: 'status', providerMessageId: s.providerMessageId, status: s.status })
      }
      return { verified: true, events }
    },
  }
}
