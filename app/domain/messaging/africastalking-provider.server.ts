import { timingSafeEqual } from 'node:crypto'
import { safeFetch } from '../../net/safe-fetch.server.ts'
import { type PhoneCost, type PhoneEvent, type PhoneProvider, PhoneSendError } from './phone-provider.ts'

const LIVE_HOST = 'api.africastalking.com'
const SANDBOX_HOST = 'api.sandbox.africastalking.com'

export interface AfricasTalkingOptions {
  username: string
  apiKey: string
  /** The sender id or short code registered with Africa's Talking, if any. */
  from?: string
  /**
   * Africa's Talking does not sign its callbacks: the callback URLs set in its dashboard carry this
   * secret as `?token=`, and a request without it is refused.
   */
  webhookToken: string
  /** Tests only: a local stand-in of the API. */
  apiBase?: string
}

/** "KES 0.8000" → { amount: '0.8000', currency: 'KES' }. */
export function parseAfricasTalkingCost(cost: string | undefined): PhoneCost | undefined {
  const match = /^([A-Z]{3})\s+([\d.]+)$/.exec(cost?.trim() ?? '')
  return match ? { currency: match[1], amount: match[2] } : undefined
}

function sameToken(given: string | null, expected: string) {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const DELIVERY: Record<string, 'sent' | 'delivered' | 'failed'> = { Sent: 'sent', Submitted: 'sent', Buffered: 'sent', Success: 'delivered', Failed: 'failed', Rejected: 'failed' }

/**
 * SMS through Africa's Talking, which reaches every network in East and West Africa. Its sandbox
 * (username "sandbox") goes to api.sandbox.africastalking.com. Incoming messages and delivery
 * reports are form posts to the webhook, checked by the URL's token.
 */
export function createAfricasTalkingProvider(options: AfricasTalkingOptions): PhoneProvider {
  const host = options.username === 'sandbox' ? SANDBOX_HOST : LIVE_HOST
  const base = (options.apiBase ?? `https://${host}`).replace(/\/$/, '')
  return {
    id: 'africastalking',
    channel: 'sms',
    idempotent: false,
    async send({ to, text }) {
      const form = new URLSearchParams({ username: options.username, to, message: text, ...(options.from ? { from: options.from } : {}) })
      const response = await safeFetch(`${base}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: options.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        maxRedirects: 0,
        ...(options.apiBase ? { allowOrigins: [new URL(base).origin] } : { allowHosts: [host] }),
      })
      const json = JSON.parse(response.text() || 'null') as { SMSMessageData?: { Message?: string; Recipients?: Array<{ status?: string; messageId?: string; cost?: string }> } } | null
      const recipient = json?.SMSMessageData?.Recipients?.[0]
      if (!response.ok || recipient?.status !== 'Success' || !recipient.messageId)
        throw new PhoneSendError(`Africa's Talking refused the message: ${recipient?.status ?? json?.SMSMessageData?.Message ?? response.status}`)
      return { providerMessageId: recipient.messageId, cost: parseAfricasTalkingCost(recipient.cost) }
    },
    verifyWebhook({ rawBody, url }) {
      if (!sameToken(new URL(url).searchParams.get('token'), options.webhookToken)) return { verified: false }
      const form = new URLSearchParams(rawBody)
      const events: PhoneEvent[] = []
      const id = form.get('id')
      const status = form.get('status')
      if (id && status && DELIVERY[status]) events.push({ type: 'status', providerMessageId: id, status: DELIVERY[status], error: form.get('failureReason') ?? undefined })
      else if (id && form.get('from') && form.get('text') !== null) events.push({ type: 'reply', channel: 'sms', id, from: form.get('from')!, text: form.get('text')! })
      return { verified: true, events }
    },
  }
}
