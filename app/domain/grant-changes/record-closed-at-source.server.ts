import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue } from '../../db/schema/index.ts'
import { recordSourceChange } from './record-source-change.server.ts'
import { sourceFieldsOf } from './source-fields.ts'

/** Answers that mean a page is gone for good: a closing is proposed; a passing error (5xx, a timeout) proposes nothing. */
const GONE = new Set(['http-404', 'http-410'])
export const isGoneReason = (reason: string): boolean => GONE.has(reason)

/**
 * A published grant's page now says the call is closed, or answers 404 or 410: a closing is
 * proposed for a reviewer to confirm (the grant keeps its status until then). Nothing for a page
 * that was never published, or for a call whose published deadline has passed (the page then reads
 * as closed because of the date, which closes it on Harambee too).
 */
export async function recordClosedAtSource(db: Db, input: { sourceId: string; pageUrl: string }): Promise<'changed' | 'unchanged'> {
  const q = discoveredGrantsQueue
  const [row] = await db
    .select()
    .from(q)
    .where(and(eq(q.sourceId, input.sourceId), eq(q.status, 'verified'), or(eq(q.externalId, input.pageUrl), eq(q.canonicalUrl, input.pageUrl))))
    .limit(1)
  if (!row?.publishedGrantId) return 'unchanged'
  // A call past its published deadline is closed by the date already (Discover leaves it out): no reviewer needed.
  if (row.deadline && row.deadline < new Date().toISOString().slice(0, 10)) return 'unchanged'
  const previous = row.sourceFields ?? sourceFieldsOf(row)
  if (previous.status === 'closed') return 'unchanged'
  return recordSourceChange(db, { queueId: row.id, sourceId: input.sourceId, grantId: row.publishedGrantId, pageUrl: input.pageUrl, previous, next: { status: 'closed' } })
}
