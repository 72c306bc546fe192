import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, hourBookings, hourSlots, user } from '../../db/schema/index.ts'
import type { CalendarBooking } from './booking-calendar.ts'

export interface BookingFacts extends CalendarBooking {
  expertUserId: string
  expertName: string
  publishedBy: string | null
}

/** A booking with its slot and expert. */
export async function getBooking(db: Db, bookingId: string): Promise<BookingFacts | null> {
  const [row] = await db
    .select({
      id: hourBookings.id,
      status: hourBookings.status,
      minutes: hourBookings.minutes,
      bookedAt: hourBookings.bookedAt,
      closedAt: hourBookings.closedAt,
      startsAt: hourSlots.startsAt,
      topic: hourSlots.topic,
      consultant: hourSlots.consultant,
      place: hourSlots.place,
      publishedBy: hourSlots.publishedBy,
      expertUserId: experts.userId,
      expertName: user.name,
    })
    .from(hourBookings)
    .innerJoin(hourSlots, eq(hourSlots.id, hourBookings.slotId))
    .innerJoin(experts, eq(experts.id, hourBookings.expertId))
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(hourBookings.id, bookingId))
  return row ?? null
}

/** The booking for its calendar file: the expert's own, or any for staff; else null (as unknown as a missing one). */
export async function getBookingFor(db: Db, viewer: { id: string; isAdmin: boolean }, bookingId: string): Promise<BookingFacts | null> {
  const booking = await getBooking(db, bookingId)
  return booking && (viewer.isAdmin || booking.expertUserId === viewer.id) ? booking : null
}
