import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, priorityDigestSettings } from '../../db/schema/index.ts'

/** Whether the expert gets the daily digest of new requests (on unless they turned it off). */
export async function getDigestSetting(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ off: priorityDigestSettings.digestOffAt }).from(priorityDigestSettings).where(eq(priorityDigestSettings.userId, userId))
  return !row?.off
}

/** Turns the expert's daily digest on or off; only an expert has the setting (false for anyone else). */
export async function setDigestSetting(db: Db, userId: string, on: boolean, now = new Date()): Promise<boolean> {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return false
  const digestOffAt = on ? null : now
  await db
    .insert(priorityDigestSettings)
    .values({ userId, digestOffAt, updatedAt: now })
    .onConflictDoUpdate({ target: priorityDigestSettings.userId, set: { digestOffAt, updatedAt: now } })
  return true
}
