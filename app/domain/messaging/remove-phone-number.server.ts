import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { phoneMessageChoices, phoneNumbers } from '../../db/schema/index.ts'

/** Forgets the member's number and their phone choices; anything still queued for it is withdrawn when its turn comes. */
export async function removePhoneNumber(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(phoneMessageChoices).where(eq(phoneMessageChoices.userId, userId))
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId))
  })
}
