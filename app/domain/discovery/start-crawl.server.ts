import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { CRAWL_PAGE_LIMIT, isImporterFormat, type TaskTrigger } from '../../catalog/discovery.ts'
import type { JobQueue } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { agentTasks, grantDiscoverySources } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/message-id.ts'

/** The job that runs one crawl task (app/jobs/discovery.server.ts). */
export const CRAWL_JOB = 'discovery.crawl'

export interface CrawlStart {
  started: { sourceId: string; taskId: string }[]
  failed: { sourceId: string; message: MessageId }[]
}

/** crawl-20261123-3f9a1c: the date and six random hex digits, readable in the console and the logs. */
export function newTaskId(now = new Date()): string {
  return `crawl-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex')}`
}

/**
 * Spec §7 crawl-grant-source for one source or a batch: each active source without a live crawl gets
 * a queued task (the partial unique index on agent_tasks allows one live task per source, so two
 * clicks never start two crawls), and the task is handed to the job queue. Where no queue runs, the
 * scheduler picks queued tasks up on its next scan. Each source succeeds or fails on its own.
 */
export async function startCrawls(
  services: { db: Db; jobs: JobQueue },
  input: { sourceIds: readonly string[]; trigger: TaskTrigger; userId?: string | null /** New or changed pages to read: 10 (spec §9), or a crawl to the end's cap. */; pageLimit?: number },
): Promise<CrawlStart> {
  const result: CrawlStart = { started: [], failed: [] }
  if (input.sourceIds.length === 0) return result
  const sources = await services.db
    .select()
    .from(grantDiscoverySources)
    .where(inArray(grantDiscoverySources.id, [...input.sourceIds]))
  const byId = new Map(sources.map((s) => [s.id, s]))
  for (const sourceId of input.sourceIds) {
    const source = byId.get(sourceId)
    if (!source) {
      result.failed.push({ sourceId, message: 'discovery.sourceNotFound' })
      continue
    }
    if (!source.isActive) {
      result.failed.push({ sourceId, message: 'discovery.sourcePaused' })
      continue
    }
    const [task] = await services.db
      .insert(agentTasks)
      .values({
        taskId: newTaskId(),
        agentType: isImporterFormat(source.format) ? 'importer' : 'crawler',
        sourceId,
        trigger: input.trigger,
        pageLimit: input.pageLimit ?? CRAWL_PAGE_LIMIT,
        createdBy: input.userId ?? null,
      })
      .onConflictDoNothing({ target: agentTasks.sourceId, where: sql`status in ('queued', 'running')` })
      .returning({ id: agentTasks.id })
    if (!task) {
      result.failed.push({ sourceId, message: 'discovery.crawlAlreadyRunning' })
      continue
    }
    result.started.push({ sourceId, taskId: task.id })
    try {
      // heartbeat_at on a queued task says when it was handed to the queue (the scheduler hands over those never sent).
      if (await services.jobs.enqueue(CRAWL_JOB, { taskId: task.id }, { singletonKey: `crawl:${sourceId}` }))
        await services.db.update(agentTasks).set({ heartbeatAt: sql`now()` }).where(eq(agentTasks.id, task.id))
    } catch (error) {
      // The task is queued in its table; the scheduler's next scan hands it to the queue again.
      console.error('Could not enqueue crawl task', task.id, error)
    }
  }
  return result
}

/** Whether any crawl is queued or running: the console disables per-source Crawl buttons while a batch runs. */
export async function liveTaskSourceIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ sourceId: agentTasks.sourceId })
    .from(agentTasks)
    .where(and(inArray(agentTasks.status, ['queued', 'running']), sql`${agentTasks.sourceId} is not null`))
  return new Set(rows.map((r) => r.sourceId!))
}
