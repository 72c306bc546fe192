import { z } from 'zod'
import { pruneApiCalls } from '../domain/api/prune-api-calls.server.ts'
import { defineJob } from './job.ts'

/** Every night: API calls older than API_CALL_RETENTION_DAYS leave the call log (ADR 031). */
export const pruneApiCallLog = defineJob({
  id: 'api.prune-calls',
  cron: '40 3 * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await pruneApiCalls(services.db)
  },
})
