import { z } from 'zod'
import { refreshScreeningLists } from '../domain/screening/refresh-screening-lists.server.ts'
import { defineJob } from './job.ts'

/**
 * Daily at 04:30 UTC: downloads the UN, OFAC SDN, EU and UK sanctions lists and stores each that
 * changed; a changed list queues the re-screening of verified organizations (issue 26 §1).
 */
export const refreshScreeningListsJob = defineJob({
  id: 'screening.refresh-lists',
  cron: '30 4 * * *',
  schema: z.object({}),
  queue: { expireInSeconds: 1800, retryLimit: 2, retryDelaySeconds: 600 },
  async handler(_payload, services) {
    const result = await refreshScreeningLists(services)
    // The lists are stored; the queue's refusal is retried (the next attempt queues what is left).
    if (result.rescreen === 'failed') throw new Error(`The re-screening could not be queued: ${result.rescreenError}`)
  },
})
