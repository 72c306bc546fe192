import { index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { PHONE_CHANNELS, PHONE_MESSAGE_KINDS, PHONE_MESSAGE_STATUSES, type PhoneTemplate } from '../../catalog/messaging.ts'
import { languageEnum } from './accounts.ts'
import { user } from './auth.ts'

export const phoneChannelEnum = pgEnum('phone_channel', PHONE_CHANNELS)
export const phoneMessageKindEnum = pgEnum('phone_message_kind', PHONE_MESSAGE_KINDS)
export const phoneMessageStatusEnum = pgEnum('phone_message_status', PHONE_MESSAGE_STATUSES)

/**
 * A member's mobile number (E.164), proven with a one-time code before anything is sent to it
 * (ADR 068). The code is kept only as an HMAC; a STOP reply on a channel stops that channel.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The member's time zone (IANA), for quiet hours: the number's country's, or the one they chose. */
    timeZone: text('time_zone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The codes sent in the current hour, and when that hour began. */
    codesSent: integer('codes_sent').notNull().default(0),
    codesSince: timestamp('codes_since', { withTimezone: true }),
    whatsappStoppedAt: timestamp('whatsapp_stopped_at', { withTimezone: true }),
    smsStoppedAt: timestamp('sms_stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_numbers_number_idx').on(t.number)],
)

/** Which kinds of message a member wants on which phone channel: a row is a yes. */
export const phoneMessageChoices = pgTable(
  'phone_message_choices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: phoneMessageKindEnum('kind').notNull(),
    channel: phoneChannelEnum('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
)

/**
 * Every message sent (or held back) to a phone, one row per idempotency key: claimed once, sent by
 * the job queue, its delivery reports applied as they come. With no provider set this table is the
 * local outbox admins read. The words are a catalogue id with its parameters, rendered in the
 * member's language when sent; `body` keeps what was sent.
 */
export const phoneMessages = pgTable(
  'phone_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    channel: phoneChannelEnum('channel').notNull(),
    provider: text('provider').notNull(),
    to: text('to').notNull(),
    /** The member's choice it answers to; null for the codes and the STOP confirmations, which always go. */
    kind: phoneMessageKindEnum('kind'),
    template: text('template').$type<PhoneTemplate>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    language: languageEnum('language').notNull(),
    body: text('body'),
    status: phoneMessageStatusEnum('status').notNull().default('queued'),
    /** Not sent before this moment (quiet hours). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text('provider_message_id'),
    /** What the provider charged, in its currency, when it says; else the configured rate. */
    cost: numeric('cost', { precision: 12, scale: 4 }),
    costCurrency: text('cost_currency'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_messages_user_idx').on(t.userId, t.sentAt), index('phone_messages_provider_id_idx').on(t.provider, t.providerMessageId), index('phone_messages_created_idx').on(t.createdAt)],
)

/** Replies that came back from phones (a STOP, a START, anything else), each provider message once. */
export const phoneReplies = pgTable(
  'phone_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    channel: phoneChannelEnum('channel').notNull(),
    from: text('from').notNull(),
    body: text('body').notNull(),
    /** What the reply did: 'stop', 'start', or nothing. */
    action: text('action'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('phone_replies_provider_message').on(t.provider, t.providerMessageId), index('phone_replies_received_idx').on(t.receivedAt)],
)
