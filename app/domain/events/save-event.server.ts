import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { networkingEvents } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import type { EventInput } from './event.schema.server.ts'

const snapshot = (e: EventInput) => ({ title: e.title, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt.toISOString(), capacity: e.capacity, place: e.place, onlineUrl: e.onlineUrl })

/** Staff create an event, audited. */
export async function createEvent(db: Db, adminId: string, input: EventInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(networkingEvents)
      .values({ ...input, createdBy: adminId })
      .returning({ id: networkingEvents.id })
    await recordAudit(tx, { actorId: adminId, action: 'networking_event.create', entityType: 'networking_event', entityId: row.id, after: snapshot(input) })
    return row.id
  })
}

/**
 * Staff edit a scheduled event, audited; false when it is gone or canceled. A capacity below the
 * places already taken keeps everyone who said they are coming and takes no one new.
 */
export async function updateEvent(db: Db, adminId: string, id: string, input: EventInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(networkingEvents)
      .where(and(eq(networkingEvents.id, id), eq(networkingEvents.status, 'scheduled')))
      .for('update')
    if (!before) return false
    await tx
      .update(networkingEvents)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(networkingEvents.id, id))
    await recordAudit(tx, { actorId: adminId, action: 'networking_event.update', entityType: 'networking_event', entityId: id, before: snapshot(before), after: snapshot(input) })
    return true
  })
}
