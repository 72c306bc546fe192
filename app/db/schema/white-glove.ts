import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'
import { applications } from './applications.ts'

/**
 * White-glove help (spec §9: 3% success fee on a won grant): `requested` (terms accepted),
 * `assigned` (an admin named the expert), `invoiced` (the application was awarded and the fee
 * computed), `paid` (verified payment), `canceled`, `closed` (the application was not awarded or
 * was withdrawn after an expert was assigned: no fee). Words: whiteGlove.status.{id}.
 */
export const WHITE_GLOVE_STATUSES = ['requested', 'assigned', 'invoiced', 'paid', 'canceled', 'closed'] as const
export const whiteGloveStatusEnum = pgEnum('white_glove_status', WHITE_GLOVE_STATUSES)

export const whiteGloveRequests = pgTable(
  'white_glove_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    status: whiteGloveStatusEnum('status').notNull().default('requested'),
    /** The fee percent in force when the member accepted the terms. */
    feePercent: integer('fee_percent').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** USD awarded, as marked on the application; the fee is computed from it. */
    awardAmountUsd: integer('award_amount_usd'),
    /** The whole fee due on the award, in USD; staff may correct it (ADR 037). */
    feeUsd: integer('fee_usd'),
    /** USD of the fee paid so far, net of credits: what is still due is feeUsd − feePaidUsd. */
    feePaidUsd: integer('fee_paid_usd').notNull().default(0),
    /** The fixed fee Harambee pays the assigned expert, agreed when they are assigned, never a share of the grant (ADR 079). */
    expertFeeUsd: integer('expert_fee_usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('white_glove_requests_status_idx').on(t.status, t.createdAt)],
)
