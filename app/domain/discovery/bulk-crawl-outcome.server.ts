import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { agentTasks, grantDiscoverySources } from '../../db/schema/index.ts'

/** The tasks of one bulk crawl are created within this long of its click (one request). */
const BATCH_WINDOW_MS = 60_000

/**
 * What a bulk crawl an admin started at `since` came to, task by task (issue 25 §7): how many are
 * still running, how many completed, and each failed source with the first reason its task gave.
 * The console shows it under the spec's "Success: n, Failed: m" and keeps it current while they run.
 */
export async function bulkCrawlOutcome(db: Db, adminId: string, since: Date) {
  const rows = await db
    .select({ status: agentTasks.status, errors: agentTasks.errors, sourceName: grantDiscoverySources.sourceName })
    .from(agentTasks)
    .innerJoin(grantDiscoverySources, eq(grantDiscoverySources.id, agentTasks.sourceId))
    .where(and(eq(agentTasks.trigger, 'bulk'), eq(agentTasks.createdBy, adminId), gte(agentTasks.createdAt, since), lt(agentTasks.createdAt, new Date(since.getTime() + BATCH_WINDOW_MS))))
    .orderBy(asc(grantDiscoverySources.sourceName))
  return {
    running: rows.filter((r) => r.status === 'queued' || r.status === 'running').length,
    completed: rows.filter((r) => r.status === 'completed').length,
    failed: rows.filter((r) => r.status === 'failed').map((r) => ({ source: r.sourceName, reason: r.errors[0]?.reason ?? 'crawl-failed' })),
  }
}
