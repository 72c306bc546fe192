import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'paystack'] as const
/**
 * `duplicate`: paid for something another checkout had already paid for (ADR 010); its money is
 * being returned, and it becomes `refunded` once the provider has accepted the refund.
 */
export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'refunded', 'duplicate'] as const
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS)
export const checkoutStatusEnum = pgEnum('checkout_status', CHECKOUT_STATUSES)

/** A checkout started for something the member buys: what, how much (decided on the server), its state. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    purpose: text('purpose').notNull(),
    referenceId: text('reference_id').notNull(),
    /** What is bought: the plan id for a subscription, the tier id for a verification. */
    item: text('item'),
    /** The provider's id for the payment (Stripe payment intent, Paystack reference), for refunds. */
    providerPaymentId: text('provider_payment_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    amountUsd: integer('amount_usd').notNull(),
    /** Returned so far by partial refunds (a split dispute, a lowered white-glove fee): a credit comes out of what is left. */
    refundedUsd: integer('refunded_usd').notNull().default(0),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The provider's page for this checkout, kept so a repeated Pay reuses it (ADR 010). */
    checkoutUrl: text('checkout_url'),
    status: checkoutStatusEnum('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_sessions_reference_idx').on(t.purpose, t.referenceId),
    // One open checkout per purpose and item (ADR 010): a second Pay reuses it rather than opening another.
    uniqueIndex('payment_sessions_one_open_idx').on(t.purpose, t.referenceId, t.item).where(sql`status = 'open'`),
  ],
)

/**
 * Every verified provider event, once: its id is the key, so a replayed event changes nothing.
 * Events for sessions the app does not know are kept too (session_id null, outcome unknown_session).
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: paymentProviderEnum('provider').notNull(),
  type: text('type').notNull(),
  sessionId: text('session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
  payload: jsonb('payload').notNull(),
  /** What the event did: settled, canceled, duplicate_payment, already_applied, unknown_session. */
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A receipt for every settled payment, written in the payment event's transaction: one per checkout
 * (the unique session id), so a replayed or retried event never writes a second one. `number` is the
 * receipt number shown to the member (formatted by receiptNumber).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** What was bought, as the checkout named it to the provider, in the payer's language (kept as a record). */
    description: text('description').notNull(),
    /** What was bought, by id (the plan id for a subscription, the tier id for a verification): pages name it in the reader's language. */
    item: text('item'),
    amountUsd: integer('amount_usd').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's reference for the payment (payment intent, Paystack reference), else our checkout id. */
    providerReference: text('provider_reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipts_session_idx').on(t.sessionId), index('receipts_organization_idx').on(t.organizationId, t.paidAt)],
)
