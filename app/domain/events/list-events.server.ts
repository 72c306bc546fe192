import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { eventRsvps, experts, networkingEvents, user } from '../../db/schema/index.ts'
import { hasEliteFeature } from '../elite-requests/elite-access.ts'

/**
 * The events page: upcoming scheduled events, soonest first, with the places taken; for a signed-in
 * expert, whether their membership lets them come and which events they are going to.
 */
export async function listUpcomingEvents(db: Db, userId: string | null, now = new Date()) {
  const events = await db
    .select()
    .from(networkingEvents)
    .where(and(eq(networkingEvents.status, 'scheduled'), gt(networkingEvents.endsAt, now)))
    .orderBy(asc(networkingEvents.startsAt))
  const ids = events.map((e) => e.id)
  const taken = ids.length ? await db.select({ eventId: eventRsvps.eventId, n: count() }).from(eventRsvps).where(inArray(eventRsvps.eventId, ids)).groupBy(eventRsvps.eventId) : []
  const [expert] = userId ? await db.select().from(experts).where(eq(experts.userId, userId)) : []
  const mine =
    expert && ids.length
      ? await db
          .select({ eventId: eventRsvps.eventId })
          .from(eventRsvps)
          .where(and(eq(eventRsvps.expertId, expert.id), inArray(eventRsvps.eventId, ids)))
      : []
  const takenBy = new Map(taken.map((r) => [r.eventId, r.n]))
  const going = new Set(mine.map((r) => r.eventId))
  return {
    mayAttend: expert ? hasEliteFeature(expert, 'networking_events', now) : false,
    isExpert: Boolean(expert),
    events: events.map((e) => ({ ...e, taken: takenBy.get(e.id) ?? 0, going: going.has(e.id) })),
  }
}

/** Staff's list: every event, latest start first, with who is coming. */
export async function listEventsForStaff(db: Db) {
  const events = await db.select().from(networkingEvents).orderBy(desc(networkingEvents.startsAt)).limit(100)
  const ids = events.map((e) => e.id)
  const attendees = ids.length
    ? await db
        .select({ eventId: eventRsvps.eventId, name: user.name, email: user.email })
        .from(eventRsvps)
        .innerJoin(experts, eq(experts.id, eventRsvps.expertId))
        .innerJoin(user, eq(user.id, experts.userId))
        .where(inArray(eventRsvps.eventId, ids))
        .orderBy(asc(eventRsvps.createdAt))
    : []
  return events.map((e) => ({ ...e, attendees: attendees.filter((a) => a.eventId === e.id) }))
}

/** One event for its calendar file, and whether this user is going (who may see its link and place). */
export async function getEvent(db: Db, id: string, userId: string | null) {
  const [event] = await db.select().from(networkingEvents).where(eq(networkingEvents.id, id))
  if (!event) return null
  const [going] = userId
    ? await db
        .select({ eventId: eventRsvps.eventId })
        .from(eventRsvps)
        .innerJoin(experts, eq(experts.id, eventRsvps.expertId))
        .where(and(eq(eventRsvps.eventId, id), eq(experts.userId, userId)))
    : []
  return { event, going: Boolean(going) }
}
