import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'

/**
 * Consultation and support hours (issue 28 §2, ADR 076): staff publish slots, experts with hours
 * book them. A booking is the hours ledger's entry: `booked` holds its minutes, `completed` and
 * `no_show` use them, `canceled` releases them. Words: hours.status.{id}.
 */
export const HOUR_BOOKING_STATUSES = ['booked', 'completed', 'no_show', 'canceled'] as const
export type HourBookingStatus = (typeof HOUR_BOOKING_STATUSES)[number]
export const hourBookingStatusEnum = pgEnum('hour_booking_status', HOUR_BOOKING_STATUSES)

/** A time staff offer: when, how long, about what and with whom, and where (a video link or a place). */
export const hourSlots = pgTable(
  'hour_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    topic: text('topic').notNull(),
    consultant: text('consultant').notNull(),
    /** A video link (shown as a link) or a place. */
    place: text('place').notNull(),
    /** The admin who published it: told of bookings and cancellations. */
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    /** Withdrawn by staff before anyone booked it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hour_slots_starts_idx').on(t.startsAt)],
)

/** One expert's booking of a slot: the ledger's entry for the membership year the session falls in. */
export const hourBookings = pgTable(
  'hour_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => hourSlots.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** The slot's length when booked: what the entry holds, then uses. */
    minutes: integer('minutes').notNull(),
    /** The end of the membership year the session falls in: the year whose allowance it draws on. */
    yearEndsAt: timestamp('year_ends_at', { withTimezone: true }).notNull(),
    status: hourBookingStatusEnum('status').notNull().default('booked'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was completed, marked a no-show or canceled, and by whom (an admin, or the expert). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One live booking per slot: of two experts booking the same slot at once, one wins.
    uniqueIndex('hour_bookings_one_per_slot').on(t.slotId).where(sql`${t.status} <> 'canceled'`),
    index('hour_bookings_expert_idx').on(t.expertId, t.yearEndsAt),
  ],
)
