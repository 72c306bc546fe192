/**
 * Messages to a member's phone, by WhatsApp or SMS (issue 27, ADR 068): the channels, the kinds of
 * message a member chooses per channel, the providers, and the limits that keep them welcome.
 */

/** The phone channels; email stays on the profile's notification settings. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const
export type PhoneChannel = (typeof PHONE_CHANNELS)[number]

/**
 * The kinds of message a member turns on or off per channel: deadline reminders, new-match alerts,
 * verification decisions, and the events of an engagement with an expert (the milestones, payments,
 * disputes and reviews that the engagement's emails tell).
 */
export const PHONE_MESSAGE_KINDS = ['reminders', 'alerts', 'verification', 'engagements'] as const
export type PhoneMessageKind = (typeof PHONE_MESSAGE_KINDS)[number]

/** Who carries each channel: Meta's WhatsApp Cloud API; Africa's Talking or Twilio for SMS; or the local outbox. */
export const WHATSAPP_PROVIDERS = ['outbox', 'meta'] as const
export const SMS_PROVIDERS = ['outbox', 'africastalking', 'twilio'] as const
export type PhoneProviderId = (typeof WHATSAPP_PROVIDERS)[number] | (typeof SMS_PROVIDERS)[number]

/** No message is sent between these hours of the member's own time zone; it waits for the morning. */
export const QUIET_HOURS = { from: 21, until: 7 } as const

/** At most this many messages (codes aside) reach one member in any 24 hours; the rest are recorded as held back. */
export const DAILY_PHONE_MESSAGE_CAP = 5

/** The one-time code that proves a number: its length, life, wrong tries allowed, and codes sent per hour. */
export const PHONE_CODE = { length: 6, minutes: 10, attempts: 5, perHour: 3 } as const

/**
 * Replies that stop, or start again, the messages on the channel they came by: the carriers' usual
 * words, and each of our languages' own.
 */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ARRÊT', 'PARAR', 'SITISHA', 'ACHA', 'إيقاف', 'توقف'] as const
export const START_WORDS = ['START', 'UNSTOP', 'YES', 'DEMARRER', 'DÉMARRER', 'INICIAR', 'ANZA', 'ابدأ'] as const

/**
 * Each message a phone receives, by the WhatsApp template it is sent as (approved with Meta in the
 * five languages, named here once) and the order of the template's parameters. SMS sends the same
 * words from the catalogue.
 */
export const PHONE_TEMPLATES = {
  code: { whatsapp: 'harambee_code', params: ['code', 'minutes'] },
  reminder: { whatsapp: 'harambee_deadline_reminder', params: ['title', 'days', 'deadline', 'url'] },
  matchAlert: { whatsapp: 'harambee_match_alert', params: ['count', 'title', 'url'] },
  verificationApproved: { whatsapp: 'harambee_verification_approved', params: ['organization', 'url'] },
  verificationRejected: { whatsapp: 'harambee_verification_rejected', params: ['organization', 'url'] },
  /** `what` is the engagement notice's own sentence (engagements.notification.*), written in the member's language. */
  engagementUpdate: { whatsapp: 'harambee_engagement_update', params: ['what', 'url'] },
  stopped: { whatsapp: 'harambee_stopped', params: [] },
  started: { whatsapp: 'harambee_started', params: [] },
} as const
export type PhoneTemplate = keyof typeof PHONE_TEMPLATES

/** WhatsApp's language codes for the templates, by our language. */
export const WHATSAPP_LANGUAGE_CODES = { en: 'en', fr: 'fr', pt: 'pt_PT', sw: 'sw', ar: 'ar' } as const

/** The message statuses, in the order a message moves through them (a delivery report never moves one back). */
export const PHONE_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unconfirmed', 'capped', 'stopped', 'withdrawn'] as const
export type PhoneMessageStatus = (typeof PHONE_MESSAGE_STATUSES)[number]
