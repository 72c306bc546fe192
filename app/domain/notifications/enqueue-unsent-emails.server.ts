import { and, inArray, isNull } from 'drizzle-orm'
import { scheduledEmails } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'

/** Emails queued by one scan at most; the rest wait for the next scan. */
const UNSENT_PER_SCAN = 500

/**
 * The scan of a kind of email sent by its own job: each email of `kinds` claimed but not sent yet
 * (up to 500 a scan) is queued for `jobId` with its key and member, once per key. A send that
 * failed, or a queue that was not running when the email was claimed, is caught up this way.
 */
export async function enqueueUnsentEmails(services: Pick<JobServices, 'db' | 'enqueue'>, kinds: readonly string[], jobId: string) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key, userId: scheduledEmails.userId })
    .from(scheduledEmails)
    .where(and(inArray(scheduledEmails.kind, [...kinds]), isNull(scheduledEmails.sentAt)))
    .limit(UNSENT_PER_SCAN)
  for (const row of waiting) await services.enqueue(jobId, row, { singletonKey: row.key })
}
