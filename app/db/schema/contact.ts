import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'

/**
 * Messages sent through the contact form (issue 9). The sender's name and address are stored as
 * typed, so a visitor without an account can be answered; a signed-in sender is also linked to the
 * account (kept as null if the account is later deleted).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** A message to an organization's account manager: the organization, and the one staff member it is for. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    recipientId: text('recipient_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_recipient_idx').on(t.recipientId, t.createdAt)],
)
