import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/** In-app notifications; the text is a catalogue message id with its parameters, so it can be translated. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Emails the background jobs send (deadline reminders, weekly digests), one row per idempotency
 * key such as `reminder:{member}:{grant}:{days}`. The key is claimed once, the email is delivered
 * under the same key (so a retry overwrites rather than repeats it), and `sent_at` is set with the
 * in-app notification in one transaction: each email is sent exactly once (ADR 007).
 */
export const scheduledEmails = pgTable(
  'scheduled_emails',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_emails_user_idx').on(t.userId)],
)
