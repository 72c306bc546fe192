import { z } from 'zod'
import { RESCREEN_JOB } from '../domain/screening/rescreen-job.ts'
import { rescreenVerified } from '../domain/screening/rescreen-verified.server.ts'
import { loadScreeningIndex } from '../domain/screening/screening-index.server.ts'
import { defineJob } from './job.ts'

/** After a list update stored a changed list: every standing badge screened again, a new possible match putting it under review (ADR 064). */
export const rescreenAfterListUpdate = defineJob({
  id: RESCREEN_JOB,
  schema: z.object({ lists: z.array(z.string()) }),
  queue: { expireInSeconds: 900 },
  async handler(_payload, services) {
    const summary = await rescreenVerified(services, await loadScreeningIndex(services.db))
    console.info(`Screening: ${summary.screened} badges screened again, ${summary.newMatches} new possible matches, ${summary.underReview.length} put under review`)
  },
})
