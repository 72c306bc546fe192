import { z } from 'zod'
import { sendRenewalNotices } from '../domain/subscriptions/send-renewal-notices.server.ts'
import { defineJob } from './job.ts'

/** Daily: one renewal notice per member and plan year for each paid plan ending soon whose renewal was not cancelled. */
export const scanRenewalNotices = defineJob({
  id: 'subscriptions.renewal-notices',
  cron: '0 7 * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await sendRenewalNotices(services, now ? new Date(now) : undefined)
  },
})
