import type { JobQueue } from '../../context.ts'
import { EMAIL_TOLD_AT_ONCE_JOB, toldAtOnceJobKey } from './told-at-once-keys.ts'

/**
 * Called once a sector request has committed with its experts' emails claimed: queues the one job
 * that sends them. A queue that is not running (or failing) loses nothing:
 * the `priority.at-once.scan` job finds the claimed keys each minute.
 */
export async function queueToldAtOnce(jobs: JobQueue, requestId: string): Promise<void> {
  try {
    await jobs.enqueue(EMAIL_TOLD_AT_ONCE_JOB, { requestId }, { singletonKey: toldAtOnceJobKey(requestId) })
  } catch (error) {
    console.error('Queueing the experts’ emails of a request failed; the scan will send them', error)
  }
}
