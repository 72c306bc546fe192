import { createHmac, timingSafeEqual } from 'node:crypto'
import { safeFetch } from '../../net/safe-fetch.server.ts'
import { type PhoneEvent, type PhoneProvider, PhoneSendError } from './phone-provider.ts'

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature'
const API_HOST = 'api.twilio.com'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** The sending number (E.164) or a Messaging Service sid (MG…). */
  from: string
  /** Where Twilio reports delivery: the app's webhook URL. */
  statusCallback: string
  /** Tests only: a local stand-in of the API. */
  apiBase?: string
}

/**
 * Twilio's signature: base64 HMAC-SHA1, under the auth token, of the full URL Twilio called followed
 * by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams) {
  const keys = [...new Set(params.keys())].sort()
  let data = url
  for (const key of keys) for (const value of params.getAll(key)) data += key + value
  return createHmac('sha1', authToken).update(data).digest('base64')
}

const STATUS: Record<string, 'sent' | 'delivered' | 'read' | 'failed'> = { sent: 'sent', delivered: 'delivered', read: 'read', undelivered: 'failed', failed: 'failed' }

/** SMS through Twilio, for the countries Africa's Talking does not reach. */
export function createTwilioProvider(options: TwilioOptions): PhoneProvider {
  const base = (options.apiBase ?? `https://${API_HOST}`).replace(/\/$/, '')
  return {
    id: 'twilio',
    channel: 'sms',
    idempotent: false,
    async send({ to, text }) {
      const sender: Record<string, string> = options.from.startsWith('MG') ? { MessagingServiceSid: options.from } : { From: options.from }
      const form = new URLSearchParams({ To: to, Body: text, StatusCallback: options.statusCallback, ...sender })
      const response = await safeFetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        maxRedirects: 0,
        ...(options.apiBase ? { allowOrigins: [new URL(base).origin] } : { allowHosts: [API_HOST] }),
      })
      const json = JSON.parse(response.text() || 'null') as { sid?: string; price?: string | null; price_unit?: string | null; message?: string } | null
      if (!response.ok || !json?.sid) throw new PhoneSendError(`Twilio refused the message: ${json?.message ?? response.status}`)
      // Twilio prices a message once it is sent: negative, in the account's currency.
      const cost = json.price && json.price_unit ? { amount: String(Math.abs(Number(json.price))), currency: json.price_unit } : undefined
      return { providerMessageId: json.sid, cost }
    },
    verifyWebhook({ rawBody, headers, url }) {
      const params = new URLSearchParams(rawBody)
      const expected = Buffer.from(twilioSignature(options.authToken, url, params))
      const given = Buffer.from(headers.get(TWILIO_SIGNATURE_HEADER) ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { verified: false }
      const sid = params.get('MessageSid') ?? params.get('SmsSid')
      const events: PhoneEvent[] = []
      const status = params.get('MessageStatus') ?? params.get('SmsStatus')
      if (sid && status === 'received' && params.get('From') && params.get('Body') !== null)
        events.push({ type: 'reply', channel: 'sms', id: sid, from: params.get('From')!, text: params.get('Body')! })
      else if (sid && status && STATUS[status]) events.push({ type: 'status', providerMessageId: sid, status: STATUS[status], error: params.get('ErrorCode') ?? undefined })
      return { verified: true, events }
    },
  }
}
