import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { agentTasks, grantDiscoverySources } from '../db/schema/index.ts'
import { RETAKE_AFTER_MINUTES, reapStaleTasks, runCrawlTask, TASK_TIME_BUDGET_MS } from '../domain/discovery/crawl.server.ts'
import { CRAWL_JOB, startCrawls } from '../domain/discovery/start-crawl.server.ts'
import { defineJob, type JobServices } from './job.ts'

/** Sources started by one scan at most: the rest wait for the next minute. */
export const SCHEDULED_PER_SCAN = 20

/** Runs one crawl or import task (queued by the console, the scheduler or the command line). */
export const runCrawl = defineJob({
  id: CRAWL_JOB,
  schema: z.object({ taskId: z.uuid() }),
  // A crawl of ten pages with robots delays and retries can take minutes; it has its own time budget.
  // A retry comes after the task's worker has been silent long enough for the task to be taken over
  // (RETAKE_AFTER_MINUTES); sooner, it would find the task still someone else's and do nothing.
  queue: { expireInSeconds: Math.ceil(TASK_TIME_BUDGET_MS / 1000) + 300, retryLimit: 2, retryDelaySeconds: RETAKE_AFTER_MINUTES * 60 + 30 },
  async handler({ taskId }, services) {
    await runCrawlTask(services, taskId)
  },
})

/**
 * Every minute: active sources whose next crawl is due (new sources at once, then by their
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
        sql`(${agentTasks.heartbeatAt} is null or ${agentTasks.heartbeatAt} < now() - make_interval(secs => ${runCrawl.queue!.expireInSeconds! + 60}))`,
      ),
    )
    .returning({ id: agentTasks.id, sourceId: agentTasks.sourceId })
  for (const task of waiting) await services.enqueue(CRAWL_JOB, { taskId: task.id }, { singletonKey: `crawl:${task.sourceId}` })
  return { started: started.started.length, requeued: waiting.length, reaped }
}

export const scheduleCrawls = defineJob({
  id: 'discovery.schedule',
  cron: '* * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await scheduleDueCrawls(services)
  },
})
