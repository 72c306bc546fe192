import { and, eq, isNull } from 'drizzle-orm'
import { scheduledEmails } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import { EMAIL_TOLD_AT_ONCE_JOB, requestOfToldAtOnceKey, TOLD_AT_ONCE_KIND, toldAtOnceJobKey } from './told-at-once-keys.ts'

/** Requests caught up by one scan at most; the rest wait for the next scan. */
const REQUESTS_PER_SCAN = 100

/**
 * The scan behind `emailToldAtOnce`: each request with an expert's email claimed but not sent yet
 * (its job queued while no queue ran, or failed) is queued again, once per request.
 */
export async function queueUnsentToldAtOnce(services: Pick<JobServices, 'db' | 'enqueue'>): Promise<void> {
  const waiting = await services.db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(eq(scheduledEmails.kind, TOLD_AT_ONCE_KIND), isNull(scheduledEmails.sentAt)))
  const requests = [...new Set(waiting.map((row) => requestOfToldAtOnceKey(row.key)))].slice(0, REQUESTS_PER_SCAN)
  for (const requestId of requests) await services.enqueue(EMAIL_TOLD_AT_ONCE_JOB, { requestId }, { singletonKey: toldAtOnceJobKey(requestId) })
}
