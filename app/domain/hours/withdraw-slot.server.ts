import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { hourBookings, hourSlots } from '../../db/schema/index.ts'

/** Staff withdraw a slot nobody has booked (a booked one is canceled instead, which tells the expert). */
export async function withdrawSlot(db: Db, slotId: string, now = new Date()): Promise<'withdrawn' | 'booked' | 'notFound'> {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: hourSlots.id })
      .from(hourSlots)
      .where(and(eq(hourSlots.id, slotId), isNull(hourSlots.withdrawnAt)))
      .for('update')
    if (!slot) return 'notFound'
    const [live] = await tx
      .select({ id: hourBookings.id })
      .from(hourBookings)
      .where(and(eq(hourBookings.slotId, slotId), ne(hourBookings.status, 'canceled')))
    if (live) return 'booked'
    await tx.update(hourSlots).set({ withdrawnAt: now }).where(eq(hourSlots.id, slotId))
    return 'withdrawn'
  })
}
