import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'

export const NETWORKING_EVENT_STATUSES = ['scheduled', 'canceled'] as const
export const networkingEventStatusEnum = pgEnum('networking_event_status', NETWORKING_EVENT_STATUSES)

/** A networking event staff hold for Elite experts (issue 28 §2, ADR 077): online (a link) or at a place, with a capacity. */
export const networkingEvents = pgTable(
  'networking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    onlineUrl: text('online_url'),
    place: text('place'),
    capacity: integer('capacity').notNull(),
    status: networkingEventStatusEnum('status').notNull().default('scheduled'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('networking_events_starts_idx').on(t.status, t.startsAt)],
)

/** An Elite expert's place at an event; the count of rows never passes the event's capacity (held under a lock on the event). */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => networkingEvents.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.expertId] }), index('event_rsvps_expert_idx').on(t.expertId)],
)
