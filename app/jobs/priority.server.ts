import { z } from 'zod'
import { PRIORITY_DIGEST_HOUR_UTC } from '../catalog/priority.ts'
import { claimPriorityDigests, SEND_PRIORITY_DIGEST_JOB } from '../domain/priority/claim-priority-digests.server.ts'
import { escalatePriorityRequests } from '../domain/priority/escalate-priority-requests.server.ts'
import { sendPriorityDigest } from '../domain/priority/send-priority-digest.server.ts'
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
