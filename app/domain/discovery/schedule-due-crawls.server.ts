import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { agentTasks, grantDiscoverySources } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import { CRAWL_TO_END_MAX } from '../../catalog/discovery.ts'
import { reapStaleTasks, taskTimeBudgetMs } from './crawl.server.ts'
import { CRAWL_JOB, startCrawls } from './start-crawl.server.ts'

/** Sources started by one scan at most: the rest wait for the next minute. */
export const SCHEDULED_PER_SCAN = 20

/**
 * How long the queue gives one crawl job before handing it to another worker: the largest task's
 * own time budget (a crawl to the end at its cap), plus five minutes for the last page's retries.
 */
export const CRAWL_JOB_EXPIRE_SECONDS = Math.ceil(taskTimeBudgetMs(CRAWL_TO_END_MAX) / 1000) + 300

/**
 * Active sources whose next crawl is due (new sources at once, then by their
 * frequency), high priority first; queued tasks the queue never received are handed to it again;
 * and running tasks whose worker died are closed as failed.
 */
export async function scheduleDueCrawls(services: Pick<JobServices, 'db' | 'enqueue'>): Promise<{ started: number; requeued: number; reaped: number }> {
  const { db } = services
  const reaped = await reapStaleTasks(db)
  const jobs = {
    enqueue: async (jobId: string, payload: object, options?: { singletonKey?: string }) => {
      await services.enqueue(jobId, payload, options)
      return true
    },
    attach() {},
  }
  const due = await db
    .select({ id: grantDiscoverySources.id })
    .from(grantDiscoverySources)
    .where(
      and(
        eq(grantDiscoverySources.isActive, true),
        lte(grantDiscoverySources.nextCrawlAt, sql`now()`),
        sql`not exists (select 1 from ${agentTasks} where ${agentTasks.sourceId} = ${grantDiscoverySources.id} and ${agentTasks.status} in ('queued', 'running'))`,
      ),
    )
    .orderBy(sql`case ${grantDiscoverySources.priority} when 'high' then 0 when 'medium' then 1 else 2 end`, asc(grantDiscoverySources.nextCrawlAt))
    .limit(SCHEDULED_PER_SCAN)
  const started = await startCrawls({ db, jobs }, { sourceIds: due.map((s) => s.id), trigger: 'schedule' })
  // Queued tasks the queue never received (heartbeat_at, set when a task is handed over, is empty),
  // or received so long ago that their job has expired: handed over again, once.
  const waiting = await db
    .update(agentTasks)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(agentTasks.status, 'queued'),
        sql`${agentTasks.createdAt} < now() - interval '1 minute'`,
        sql`(${agentTasks.heartbeatAt} is null or ${agentTasks.heartbeatAt} < now() - make_interval(secs => ${CRAWL_JOB_EXPIRE_SECONDS + 60}))`,
      ),
    )
    .returning({ id: agentTasks.id, sourceId: agentTasks.sourceId })
  for (const task of waiting) await services.enqueue(CRAWL_JOB, { taskId: task.id }, { singletonKey: `crawl:${task.sourceId}` })
  return { started: started.started.length, requeued: waiting.length, reaped }
}
