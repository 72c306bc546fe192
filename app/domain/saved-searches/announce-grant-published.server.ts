import { PRIORITY_ALERT_DELAY_SECONDS } from '../../catalog/matching.ts'
import type { JobQueue } from '../../context.ts'

/** The job that runs workflow automation's new-match rules (app/jobs/automation.server.ts). */
export const AUTOMATION_MATCH_JOB = 'automation.match'

/** The job that sends priority alerts for grants just published (app/jobs/saved-search-alerts.server.ts). */
export const ALERTS_PUBLISHED_JOB = 'alerts.published'
/** Priority alerts, and the emails they send, go ahead of other jobs in their queues (pg-boss priority). */
export const PRIORITY_ALERT = 10

/**
 * The window a publish falls in (5 minutes unless PRIORITY_ALERT_DELAY_SECONDS says otherwise), as
 * "2026-11-24T10:05" (UTC), or with seconds for windows under a minute: the priority alerts of one
 * burst of publishes share it.
 */
export function publishBucket(at: Date, delaySeconds = PRIORITY_ALERT_DELAY_SECONDS): string {
  const ms = delaySeconds * 1000
  return new Date(Math.floor(at.getTime() / ms) * ms).toISOString().slice(0, delaySeconds % 60 === 0 ? 16 : 19)
}

/**
 * Called after a grant is published (committed) by an admin, a reviewed submission or the discovery
 * review: queues the priority alerts to run a few minutes later, so a burst of publishes makes one
 * email per member. Bulk inserts (seeding, importers) do not call it. A queue that is not running
 * (or failing) loses nothing: the daily and weekly scans find the same grants.
 */
export async function announceGrantPublished(jobs: JobQueue, delaySeconds = PRIORITY_ALERT_DELAY_SECONDS, at = new Date()): Promise<void> {
  const bucket = publishBucket(at, delaySeconds)
  try {
    await jobs.enqueue(ALERTS_PUBLISHED_JOB, { bucket }, { singletonKey: `published:${bucket}`, startAfter: delaySeconds, priority: PRIORITY_ALERT })
    // Workflow automation's new-match rules (app/jobs/automation.server.ts) run on the same burst.
    await jobs.enqueue(AUTOMATION_MATCH_JOB, { bucket }, { singletonKey: `automation:${bucket}`, startAfter: delaySeconds })
  } catch (error) {
    console.error('Queueing priority alerts failed', error)
  }
}
