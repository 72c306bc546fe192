import type { PhoneChannel, PhoneProviderId, PhoneTemplate } from '../../catalog/messaging.ts'
import type { Language } from '../../i18n/languages.ts'

/** One message for a provider to carry: WhatsApp sends the approved template with its parameters, SMS the text. */
export interface OutgoingPhoneMessage {
  /** The message's idempotency key (phone_messages.key). */
  key: string
  /** E.164, with its plus sign. */
  to: string
  language: Language
  template: PhoneTemplate
  /** The template's parameters, in the order PHONE_TEMPLATES gives. */
  params: string[]
  /** The same words as plain text, in the member's language. */
  text: string
}

export interface PhoneCost {
  amount: string
  currency: string
}

export interface SentPhoneMessage {
  providerMessageId: string
  cost?: PhoneCost
}

/** What a verified webhook reported: a reply from a phone, or how far a message got. */
export type PhoneEvent =
  | { type: 'reply'; channel: PhoneChannel; id: string; from: string; text: string }
  | { type: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; cost?: PhoneCost; error?: string }

export type PhoneWebhookCheck = { verified: false } | { verified: true; events: PhoneEvent[] }

/** A webhook request as the provider sent it: the raw body, the headers, and the public URL it was sent to. */
export interface PhoneWebhookRequest {
  rawBody: string
  headers: Headers
  url: string
}

/** What every phone provider (the local outbox, Meta's WhatsApp Cloud API, Africa's Talking, Twilio) offers the app. */
export interface PhoneProvider {
  id: PhoneProviderId
  channel: PhoneChannel
  /** Sending the same key twice delivers once (the local outbox): a send cut short may simply be retried. */
  idempotent: boolean
  send(message: OutgoingPhoneMessage): Promise<SentPhoneMessage>
  /** Checks a webhook's signature before anything in it is read; a genuine request with nothing to act on has no events. */
  verifyWebhook(request: PhoneWebhookRequest): PhoneWebhookCheck
  /** Meta's registration check (GET with hub.mode, hub.verify_token, hub.challenge): the challenge to echo, or null. */
  handshake?(query: URLSearchParams): string | null
}

/** The two channels' providers, chosen by configuration (server/services.ts). */
export interface Messaging {
  whatsapp: PhoneProvider
  sms: PhoneProvider
  /** What one message costs on each channel when its provider does not say (WHATSAPP_PRICE, SMS_PRICE). */
  prices: { whatsapp?: PhoneCost; sms?: PhoneCost }
}

/** A provider's answer that says no, with what it said. */
export class PhoneSendError extends Error {
  override readonly name = 'PhoneSendError'
}
