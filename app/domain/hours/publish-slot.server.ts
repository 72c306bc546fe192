import type { Db } from '../../db/client.server.ts'
import { hourSlots } from '../../db/schema/index.ts'
import type { SlotInput } from './slot-form.ts'

/** Staff publish a slot experts with hours may book. */
export async function publishSlot(db: Db, adminId: string, slot: SlotInput): Promise<string> {
  const [row] = await db
    .insert(hourSlots)
    .values({ ...slot, publishedBy: adminId })
    .returning({ id: hourSlots.id })
  return row.id
}
