import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue } from '../../db/schema/index.ts'

/**
 * The grant a reviewer reviews after this one (issue 25 §2): the oldest grant still waiting for
 * review that was found after it, else (past the end of the queue) the oldest still waiting, so a
 * reviewer who starts anywhere goes through the whole queue. Never this grant itself; null when no
 * other grant waits. The queue's order is when each was found, then its id.
 */
export async function nextPendingGrant(db: Db, id: string): Promise<string | null> {
  const q = discoveredGrantsQueue
  const waiting = and(eq(q.status, 'pending_verification'), ne(q.id, id))
  const after = sql`(${q.discoveredAt}, ${q.id}) > (select discovered_at, id from ${q} where id = ${id})`
  const first = async (condition: ReturnType<typeof and>) => (await db.select({ id: q.id }).from(q).where(condition).orderBy(asc(q.discoveredAt), asc(q.id)).limit(1))[0]?.id ?? null
  return (await first(and(waiting, after))) ?? (await first(waiting))
}
