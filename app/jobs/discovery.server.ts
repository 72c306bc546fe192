import { z } from 'zod'
import { RETAKE_AFTER_MINUTES, runCrawlTask } from '../domain/discovery/crawl.server.ts'
import { CRAWL_JOB_EXPIRE_SECONDS, scheduleDueCrawls } from '../domain/discovery/schedule-due-crawls.server.ts'
import { CRAWL_JOB } from '../domain/discovery/start-crawl.server.ts'
import { defineJob } from './job.ts'

/** Runs one crawl or import task (queued by the console, the scheduler or the command line). */
export const runCrawl = defineJob({
  id: CRAWL_JOB,
  schema: z.object({ taskId: z.uuid() }),
  // A crawl has its own time budget (CRAWL_JOB_EXPIRE_SECONDS). A retry comes after the task's worker
  // has been silent long enough for the task to be taken over (RETAKE_AFTER_MINUTES); sooner, it would
  // find the task still someone else's and do nothing.
  queue: { expireInSeconds: CRAWL_JOB_EXPIRE_SECONDS, retryLimit: 2, retryDelaySeconds: RETAKE_AFTER_MINUTES * 60 + 30 },
  async handler({ taskId }, services) {
    await runCrawlTask(services, taskId)
  },
})

/**
 * Every minute: active sources whose next crawl is due are started, queued tasks the queue never
 * received are handed to it again, and running tasks whose worker died are closed as failed.
 */
export const scheduleCrawls = defineJob({
  id: 'discovery.schedule',
  cron: '* * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await scheduleDueCrawls(services)
  },
})
