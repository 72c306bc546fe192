import { PRIORITY_DIGEST_LOOKBACK_DAYS } from '../../catalog/priority.ts'
import { claimScheduledEmails, unsentKeys } from '../notifications/claim-scheduled-emails.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { daysBefore, digestKey } from './digest-day.ts'
import { digestRecipients } from './digest-requests.server.ts'

/** The job that sends one expert's claimed digest of one day (app/jobs/priority.server.ts). */
export const SEND_PRIORITY_DIGEST_JOB = 'priority.digest.send'

/**
 * Daily: for each of the last days, claims one digest key per expert who gets one (scheduled_emails:
 * a key is claimed once, whatever the runs), then queues each key not sent yet under the key itself
 * (the queue's singleton key), so a digest whose sending was cut short is queued again and none is
 * queued twice at once. Returns how many keys wait to be sent.
 */
export async function claimPriorityDigests(services: Pick<JobServices, 'db' | 'enqueue'>, now = new Date()): Promise<number> {
  let waiting = 0
  for (const day of daysBefore(now, PRIORITY_DIGEST_LOOKBACK_DAYS)) {
    const rows = (await digestRecipients(services.db, day, now)).map((userId) => ({ key: digestKey(userId, day), userId, kind: 'priority-digest' }))
    await claimScheduledEmails(services.db, rows)
    const unsent = await unsentKeys(
      services.db,
      rows.map((r) => r.key),
    )
    for (const row of rows) {
      if (!unsent.has(row.key)) continue
      waiting++
      await services.enqueue(SEND_PRIORITY_DIGEST_JOB, { key: row.key, userId: row.userId, day }, { singletonKey: row.key })
    }
  }
  return waiting
}
