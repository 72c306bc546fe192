import { z } from 'zod'
import { PRIORITY_DIGEST_HOUR_UTC } from '../catalog/priority.ts'
import { claimPriorityDigests, SEND_PRIORITY_DIGEST_JOB } from '../domain/priority/claim-priority-digests.server.ts'
import { emailToldAtOnce } from '../domain/priority/email-told-at-once.server.ts'
import { escalatePriorityRequests } from '../domain/priority/escalate-priority-requests.server.ts'
import { queueUnsentToldAtOnce } from '../domain/priority/queue-unsent-told-at-once.server.ts'
import { sendPriorityDigest } from '../domain/priority/send-priority-digest.server.ts'
import { EMAIL_TOLD_AT_ONCE_JOB } from '../domain/priority/told-at-once-keys.ts'
import { defineJob } from './job.ts'

/** Daily: each expert told of new requests later gets one digest of the day before, claimed once and queued (ADR 074). */
export const scanPriorityDigests = defineJob({
  id: 'priority.digest.scan',
  cron: `0 ${PRIORITY_DIGEST_HOUR_UTC} * * *`,
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await claimPriorityDigests(services, now ? new Date(now) : undefined)
  },
})

export const sendPriorityDigestJob = defineJob({
  id: SEND_PRIORITY_DIGEST_JOB,
  schema: z.object({ key: z.string(), userId: z.string(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  async handler(payload, services) {
    await sendPriorityDigest(services, payload)
  },
})

/** Every ten minutes: priority requests not answered by their time go to staff's queue (ADR 074). */
export const escalatePriorityRequestsJob = defineJob({
  id: 'priority.escalate',
  cron: '*/10 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await escalatePriorityRequests(services, now ? new Date(now) : undefined)
  },
})

/** Emails the Pro and Elite experts told of one sector request at once, each exactly once (ADR 074, 007). */
export const emailToldAtOnceJob = defineJob({
  id: EMAIL_TOLD_AT_ONCE_JOB,
  schema: z.object({ requestId: z.uuid() }),
  async handler({ requestId }, services) {
    await emailToldAtOnce(services, requestId)
  },
})

/** Every minute: a request whose experts' emails were claimed and not all sent is queued again (a queue that was not running, a failed send). */
export const scanToldAtOnce = defineJob({
  id: 'priority.at-once.scan',
  cron: '* * * * *',
  schema: z.object({}),
  handler: (_payload, services) => queueUnsentToldAtOnce(services),
})
