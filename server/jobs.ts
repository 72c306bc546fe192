import { PgBoss, fromPglite } from 'pg-boss'
import type { JobServices } from '../app/jobs/job.ts'
import { JOBS } from '../app/jobs/index.server.ts'
import type { Services } from './services.ts'

export interface JobRunner {
  boss: PgBoss
  services: JobServices
  stop(): Promise<void>
}

/**
 * Starts pg-boss on the app's own database (sharing the embedded PGlite, or its own small pool on a
 * PostgreSQL server), creates each job's queue and, when `work` is set, runs the handlers and the
 * schedules. Failed or abandoned jobs are retried; a worker that dies stops sending heartbeats and
 * its jobs go back to the queue.
 */
export async function startJobs(services: Services, options: { work: boolean; superviseSeconds?: number }): Promise<JobRunner> {
  const supervise = options.superviseSeconds ?? 30
  const timing = { superviseIntervalSeconds: supervise, monitorIntervalSeconds: supervise, useListenNotify: true }
  const boss =
    services.database.kind === 'embedded'
      ? new PgBoss({ db: fromPglite(services.database.pglite as Parameters<typeof fromPglite>[0]), backend: 'pglite', ...timing })
      : new PgBoss({ connectionString: services.database.url!, max: 4, ...timing })
  boss.on('error', (error) => console.error('Job queue error:', error))
  await boss.start()

  const jobServices: JobServices = {
    db: services.db,
    mailer: services.mailer,
    payments: services.payments,
    messaging: services.messaging,
    config: services.config,
    secrets: services.secrets,
    storage: services.storage,
    async enqueue(jobId, payload, sendOptions) {
      await boss.send(jobId, payload, sendOptions ?? {})
    },
  }
  services.jobs.attach((jobId, payload, sendOptions) => jobServices.enqueue(jobId, payload, sendOptions))
  for (const job of JOBS) {
    await boss.createQueue(job.id, {
      retryLimit: job.queue?.retryLimit ?? 5,
      retryDelay: job.queue?.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: job.queue?.expireInSeconds ?? 120,
      heartbeatSeconds: 10,
      notify: true,
    })
    // A queue made before its jobs woke workers is switched over (createQueue leaves an existing one as it is).
    await boss.updateQueue(job.id, { notify: true })
  }
  if (options.work) {
    for (const job of JOBS) {
      // Two jobs at a time per process; a backlog (say the morning's reminders) is fetched without pauses.
      // A new job wakes the workers at once (LISTEN/NOTIFY, ADR 007 section of 2026-11-30); polling is
      // only the backstop for jobs due later and jobs the supervisor puts back: every supervision
      // interval, or every 2 s where NOTIFY is unavailable. Polling every queue twice a second cost
      // about 100 queries a second on an idle server.
      // A worker that has just run a job fetches again at once, and so does its twin, until the
      // queue is empty: a backlog is worked without waiting out the backstop between jobs.
      await boss.work(
        job.id,
        { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: Math.min(2, supervise), notifyPollingIntervalSeconds: supervise, burstWhenReadyExceeds: 1 },
        async ([item]) => {
          try {
            await job.handler(job.schema.parse(item.data), jobServices)
          } finally {
            for (const worker of boss.getWipData()) if (worker.name === job.id) boss.notifyWorker(worker.id)
          }
        },
      )
      if (job.cron) await boss.schedule(job.id, job.cron, {}, { tz: 'UTC' })
    }
  }
  return {
    boss,
    services: jobServices,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  }
}
