import { z } from 'zod'
import { endExpiredMemberships } from '../domain/experts/end-expired-memberships.server.ts'
import { sendExpertRenewalNotices } from '../domain/experts/send-expert-renewal-notices.server.ts'
import { defineJob } from './job.ts'

/** Daily: an active membership ending within EXPERT_RENEWAL_NOTICE_DAYS gets one renewal reminder per membership year. */
export const scanExpertRenewalNotices = defineJob({
  id: 'experts.renewal-notices',
  cron: '15 7 * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await sendExpertRenewalNotices(services, now ? new Date(now) : undefined)
  },
})

/** Hourly: an active membership past its end becomes expired, and the expert is told once. */
export const expireExpertMemberships = defineJob({
  id: 'experts.expire-memberships',
  cron: '5 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await endExpiredMemberships(services, now ? new Date(now) : undefined)
  },
})
