import { and, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { scheduledEmails } from '../../db/schema/index.ts'

/** Claims keys for emails to send; a key claimed before (sent or not) is left as it is. */
export async function claimScheduledEmails(db: Db, rows: Array<{ key: string; userId: string; kind: string }>) {
  if (rows.length === 0) return
  await db.insert(scheduledEmails).values(rows).onConflictDoNothing()
}

/** Keys of this kind still waiting to be sent. */
export async function unsentKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return new Set<string>()
  const rows = await db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(inArray(scheduledEmails.key, keys), isNull(scheduledEmails.sentAt)))
  return new Set(rows.map((r) => r.key))
}
