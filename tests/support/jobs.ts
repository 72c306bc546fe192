import { JOBS } from '../../app/jobs/index.server.ts'
import type { JobServices } from '../../app/jobs/job.ts'
import type { TestServer } from './test-server.ts'

/** The real job services of a test server, with a queue that runs each queued job at once, in order. */
export function inlineJobServices(server: TestServer): JobServices & { queued: string[] } {
  const queued: string[] = []
  const services: JobServices & { queued: string[] } = {
    db: server.services.db,
    mailer: server.services.mailer,
    payments: server.services.payments,
    messaging: server.services.messaging,
    config: server.services.config,
    secrets: server.services.secrets,
    storage: server.services.storage,
    queued,
    async enqueue(jobId, payload) {
      queued.push(jobId)
      const job = JOBS.find((j) => j.id === jobId)!
      await job.handler(job.schema.parse(payload), services)
    },
  }
  return services
}
