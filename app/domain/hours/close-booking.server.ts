import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, hourBookings, hourSlots } from '../../db/schema/index.ts'
import { mayExpertCancel } from './hours-ledger.ts'

export type CloseError = 'hours.error.notFound' | 'hours.error.notBooked' | 'hours.error.tooLate' | 'hours.error.notStarted'
export type CloseOutcome = { ok: true } | { ok: false; error: CloseError }

/** The booking and its slot, locked, for a change of status. */
async function lockedBooking(tx: Parameters<Parameters<Db['transaction']>[0]>[0], bookingId: string) {
  const [row] = await tx
    .select({ id: hourBookings.id, status: hourBookings.status, expertUserId: experts.userId, startsAt: hourSlots.startsAt })
    .from(hourBookings)
    .innerJoin(hourSlots, eq(hourSlots.id, hourBookings.slotId))
    .innerJoin(experts, eq(experts.id, hourBookings.expertId))
    .where(eq(hourBookings.id, bookingId))
    .for('update', { of: hourBookings })
  return row
}

/**
 * Cancels a booked session, releasing its hours: the expert their own, until
 * HOURS_CANCEL_CUTOFF_HOURS before it starts; staff any booked session (a consultant falls ill).
 * Someone else's booking is as unknown as a missing one.
 */
export async function cancelBooking(db: Db, by: { userId: string; staff: boolean }, bookingId: string, now = new Date()): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId)
    if (!booking || (!by.staff && booking.expertUserId !== by.userId)) return { ok: false, error: 'hours.error.notFound' }
    if (booking.status !== 'booked') return { ok: false, error: 'hours.error.notBooked' }
    if (!by.staff && !mayExpertCancel(booking.startsAt, now)) return { ok: false, error: 'hours.error.tooLate' }
    await tx.update(hourBookings).set({ status: 'canceled', closedAt: now, closedBy: by.userId }).where(eq(hourBookings.id, bookingId))
    return { ok: true }
  })
}

/** Staff mark a session that has begun completed or a no-show: either way its hours are used (ADR 076). */
export async function closeBooking(db: Db, adminId: string, bookingId: string, outcome: 'completed' | 'no_show', now = new Date()): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId)
    if (!booking) return { ok: false, error: 'hours.error.notFound' }
    if (booking.status !== 'booked') return { ok: false, error: 'hours.error.notBooked' }
    if (booking.startsAt > now) return { ok: false, error: 'hours.error.notStarted' }
    await tx.update(hourBookings).set({ status: outcome, closedAt: now, closedBy: adminId }).where(eq(hourBookings.id, bookingId))
    return { ok: true }
  })
}
