import { and, count, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { eventRsvps, experts, networkingEvents } from '../../db/schema/index.ts'
import { hasEliteFeature } from '../elite-requests/elite-access.ts'

export type RsvpOutcome = 'going' | 'already' | 'full' | 'notElite' | 'notFound'

/**
 * An Elite expert takes a place at an upcoming event (ADR 077). Under a lock on the event's row,
 * so two experts taking the last place at once cannot both have it: the places taken are counted
 * and the expert added only while fewer than the capacity.
 */
export async function rsvpEvent(db: Db, userId: string, eventId: string, now = new Date()): Promise<RsvpOutcome> {
  return db.transaction(async (tx) => {
    const [expert] = await tx.select().from(experts).where(eq(experts.userId, userId))
    if (!expert || !hasEliteFeature(expert, 'networking_events', now)) return 'notElite'
    const [event] = await tx
      .select({ capacity: networkingEvents.capacity })
      .from(networkingEvents)
      .where(and(eq(networkingEvents.id, eventId), eq(networkingEvents.status, 'scheduled'), gt(networkingEvents.endsAt, now)))
      .for('update')
    if (!event) return 'notFound'
    const [mine] = await tx
      .select({ eventId: eventRsvps.eventId })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.expertId, expert.id)))
    if (mine) return 'already'
    const [{ taken }] = await tx.select({ taken: count() }).from(eventRsvps).where(eq(eventRsvps.eventId, eventId))
    if (taken >= event.capacity) return 'full'
    await tx.insert(eventRsvps).values({ eventId, expertId: expert.id }).onConflictDoNothing()
    return 'going'
  })
}

/** The expert gives their place back; false when they had none. */
export async function cancelRsvp(db: Db, userId: string, eventId: string): Promise<boolean> {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return false
  const gone = await db
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.expertId, expert.id)))
    .returning({ eventId: eventRsvps.eventId })
  return gone.length > 0
}
