import { and, asc, desc, eq, gt, isNull, lt, ne, notExists } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, hourBookings, hourSlots } from '../../db/schema/index.ts'
import { membershipStage } from '../experts/membership.ts'
import { allowanceMinutes, cancelDeadline, hoursBalance, membershipYear } from './hours-ledger.ts'

/** Open slots an expert is shown at most. */
const OPEN_LIMIT = 50
/** Their own bookings shown, newest session first. */
const BOOKINGS_LIMIT = 50

/**
 * An expert's hours: the membership year running now with its balance (allowance − used − held),
 * the open slots they may book (begun later than now, before their membership ends, not booked) and
 * their own bookings. Null for a member who is not an expert.
 */
export async function getExpertHours(db: Db, userId: string, now = new Date()) {
  const [expert] = await db
    .select({
      id: experts.id,
      tier: experts.membershipTier,
      applicationStatus: experts.applicationStatus,
      membershipStatus: experts.membershipStatus,
      membershipExpiresAt: experts.membershipExpiresAt,
    })
    .from(experts)
    .where(eq(experts.userId, userId))
  if (!expert) return null
  const stage = membershipStage(expert, now)
  const allowance = stage === 'active' ? allowanceMinutes(expert.tier) : 0
  const year = stage === 'active' ? membershipYear(expert.membershipExpiresAt, now) : null
  const entries = year
    ? await db
        .select({ minutes: hourBookings.minutes, status: hourBookings.status })
        .from(hourBookings)
        .where(and(eq(hourBookings.expertId, expert.id), eq(hourBookings.yearEndsAt, year.end)))
    : []
  const open =
    allowance > 0 && expert.membershipExpiresAt
      ? await db
          .select({ id: hourSlots.id, startsAt: hourSlots.startsAt, minutes: hourSlots.minutes, topic: hourSlots.topic, consultant: hourSlots.consultant, place: hourSlots.place })
          .from(hourSlots)
          .where(
            and(
              gt(hourSlots.startsAt, now),
              lt(hourSlots.startsAt, expert.membershipExpiresAt),
              isNull(hourSlots.withdrawnAt),
              notExists(
                db
                  .select({ id: hourBookings.id })
                  .from(hourBookings)
                  .where(and(eq(hourBookings.slotId, hourSlots.id), ne(hourBookings.status, 'canceled'))),
              ),
            ),
          )
          .orderBy(asc(hourSlots.startsAt))
          .limit(OPEN_LIMIT)
      : []
  const bookings = await db
    .select({
      id: hourBookings.id,
      status: hourBookings.status,
      minutes: hourBookings.minutes,
      startsAt: hourSlots.startsAt,
      topic: hourSlots.topic,
      consultant: hourSlots.consultant,
      place: hourSlots.place,
    })
    .from(hourBookings)
    .innerJoin(hourSlots, eq(hourSlots.id, hourBookings.slotId))
    .where(eq(hourBookings.expertId, expert.id))
    .orderBy(desc(hourSlots.startsAt))
    .limit(BOOKINGS_LIMIT)
  return {
    stage,
    tier: expert.tier,
    year,
    balance: hoursBalance(allowance, entries),
    open,
    bookings: bookings.map((b) => ({ ...b, cancelUntil: cancelDeadline(b.startsAt), mayCancel: b.status === 'booked' && now <= cancelDeadline(b.startsAt) })),
  }
}
