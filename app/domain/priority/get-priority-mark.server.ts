import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { priorityRequests } from '../../db/schema/index.ts'

/** A request's priority mark (ADR 074), for a page that already checked the viewer may see the request: when it should be answered by and, once staff stepped in, when. Null for a request that is not priority. */
export async function getPriorityMark(db: Db, requestId: string) {
  const [row] = await db.select({ answerBy: priorityRequests.answerBy, escalatedAt: priorityRequests.escalatedAt }).from(priorityRequests).where(eq(priorityRequests.requestId, requestId))
  return row ? { answerBy: row.answerBy.toISOString(), escalatedAt: row.escalatedAt?.toISOString() ?? null } : null
}
