import type { Env } from './env.ts'
import { createAfricasTalkingProvider } from '../app/domain/messaging/africastalking-provider.server.ts'
import { createOutboxProvider } from '../app/domain/messaging/outbox-provider.server.ts'
import type { Messaging, PhoneCost, PhoneProvider } from '../app/domain/messaging/phone-provider.ts'
import { createTwilioProvider } from '../app/domain/messaging/twilio-provider.server.ts'
import { createWhatsAppProvider } from '../app/domain/messaging/whatsapp-provider.server.ts'

/** "USD 0.0085" → the cost recorded for a message whose provider does not say. */
function parsePrice(price: string | undefined): PhoneCost | undefined {
  const [currency, amount] = price?.split(' ') ?? []
  return currency && amount ? { currency, amount } : undefined
}

/** The configured providers (server/env.ts checks their keys), else the local outbox on that channel. */
export function createMessaging(env: Env, secret: string): Messaging {
  const webhook = (provider: string) => `${env.APP_URL}/api/messaging/webhook/${provider}`
  const whatsapp: PhoneProvider =
    env.whatsappProvider === 'meta'
      ? createWhatsAppProvider({
          accessToken: env.WHATSAPP_ACCESS_TOKEN!,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          appSecret: env.WHATSAPP_APP_SECRET!,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
          apiBase: env.WHATSAPP_API_BASE,
        })
      : createOutboxProvider('whatsapp', secret)
  const sms: PhoneProvider =
    env.smsProvider === 'africastalking'
      ? createAfricasTalkingProvider({
          username: env.AFRICASTALKING_USERNAME!,
          apiKey: env.AFRICASTALKING_API_KEY!,
          from: env.AFRICASTALKING_FROM,
          webhookToken: env.AFRICASTALKING_WEBHOOK_TOKEN!,
          apiBase: env.AFRICASTALKING_API_BASE,
        })
      : env.smsProvider === 'twilio'
        ? createTwilioProvider({ accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM!, statusCallback: webhook('twilio'), apiBase: env.TWILIO_API_BASE })
        : createOutboxProvider('sms', secret)
  return { whatsapp, sms, prices: { whatsapp: parsePrice(env.WHATSAPP_PRICE), sms: parsePrice(env.SMS_PRICE) } }
}
