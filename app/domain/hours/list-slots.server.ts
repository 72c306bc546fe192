import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, hourBookings, hourSlots, user } from '../../db/schema/index.ts'

/** How far back staff see sessions (to mark the ones that took place), and how many at most. */
const PAST_DAYS = 60
const LIMIT = 200

/** Staff's view: every slot from PAST_DAYS ago on, not withdrawn, with its live booking and the expert who holds it. */
export async function listSlots(db: Db, now = new Date()) {
  return db
    .select({
      id: hourSlots.id,
      startsAt: hourSlots.startsAt,
      minutes: hourSlots.minutes,
      topic: hourSlots.topic,
      consultant: hourSlots.consultant,
      place: hourSlots.place,
      bookingId: hourBookings.id,
      status: hourBookings.status,
      expertName: user.name,
      expertEmail: user.email,
    })
    .from(hourSlots)
    .leftJoin(hourBookings, and(eq(hourBookings.slotId, hourSlots.id), ne(hourBookings.status, 'canceled')))
    .leftJoin(experts, eq(experts.id, hourBookings.expertId))
    .leftJoin(user, eq(user.id, experts.userId))
    .where(and(gte(hourSlots.startsAt, new Date(now.getTime() - PAST_DAYS * 86_400_000)), isNull(hourSlots.withdrawnAt)))
    .orderBy(asc(hourSlots.startsAt))
    .limit(LIMIT)
}
