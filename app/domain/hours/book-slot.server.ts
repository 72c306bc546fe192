import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, hourBookings, hourSlots } from '../../db/schema/index.ts'
import { membershipStage } from '../experts/membership.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'
import { allowanceMinutes, hoursBalance, membershipYear } from './hours-ledger.ts'

export type BookError = 'hours.error.noHours' | 'hours.error.slotTaken' | 'hours.error.slotStarted' | 'hours.error.afterMembership' | 'hours.error.notEnough'
export type BookOutcome = { ok: true; bookingId: string } | { ok: false; error: BookError }

/**
 * An expert books a slot (ADR 076), all checked here: an active membership whose tier gives hours,
 * a slot still open and not begun, inside the membership, and enough hours left in the membership
 * year the session falls in. The expert's row is locked (two bookings of theirs at once cannot both
 * spend the last hours) and so is the slot's (of two experts booking it at once, the second sees it
 * taken); the unique index on a slot's live booking stands behind both.
 */
export async function bookSlot(db: Db, userId: string, slotId: string, now = new Date()): Promise<BookOutcome> {
  try {
    return await db.transaction(async (tx): Promise<BookOutcome> => {
      const [expert] = await tx
        .select({
          id: experts.id,
          tier: experts.membershipTier,
          applicationStatus: experts.applicationStatus,
          membershipStatus: experts.membershipStatus,
          membershipExpiresAt: experts.membershipExpiresAt,
        })
        .from(experts)
        .where(eq(experts.userId, userId))
        .for('update')
      const allowance = allowanceMinutes(expert?.tier)
      if (!expert || membershipStage(expert, now) !== 'active' || allowance === 0) return { ok: false, error: 'hours.error.noHours' }
      const [slot] = await tx.select().from(hourSlots).where(eq(hourSlots.id, slotId)).for('update')
      if (!slot || slot.withdrawnAt) return { ok: false, error: 'hours.error.slotTaken' }
      if (slot.startsAt <= now) return { ok: false, error: 'hours.error.slotStarted' }
      const [live] = await tx
        .select({ id: hourBookings.id })
        .from(hourBookings)
        .where(and(eq(hourBookings.slotId, slotId), ne(hourBookings.status, 'canceled')))
      if (live) return { ok: false, error: 'hours.error.slotTaken' }
      const year = membershipYear(expert.membershipExpiresAt, slot.startsAt)
      if (!year) return { ok: false, error: 'hours.error.afterMembership' }
      const entries = await tx
        .select({ minutes: hourBookings.minutes, status: hourBookings.status })
        .from(hourBookings)
        .where(and(eq(hourBookings.expertId, expert.id), eq(hourBookings.yearEndsAt, year.end)))
      if (hoursBalance(allowance, entries).left < slot.minutes) return { ok: false, error: 'hours.error.notEnough' }
      const [row] = await tx.insert(hourBookings).values({ slotId, expertId: expert.id, minutes: slot.minutes, yearEndsAt: year.end, bookedAt: now }).returning({ id: hourBookings.id })
      return { ok: true, bookingId: row.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'hours.error.slotTaken' }
    throw error
  }
}
