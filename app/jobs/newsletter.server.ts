import { z } from 'zod'
import { SEND_NEWSLETTER_JOB } from '../domain/newsletter/start-newsletter-send.server.ts'
import { issuesSending, sendNewsletter } from '../domain/newsletter/send-newsletter.server.ts'
import { defineJob } from './job.ts'

/** Sends one issue of the members' newsletter to its recipients (app/domain/newsletter/send-newsletter.server.ts). */
export const sendNewsletterJob = defineJob({
  id: SEND_NEWSLETTER_JOB,
  schema: z.object({ issueId: z.uuid() }),
  queue: { expireInSeconds: 1800 },
  async handler({ issueId }, services) {
    await sendNewsletter(services, issueId)
  },
})

/**
 * Every five minutes: an issue still going out is queued again (once per issue), so a killed worker's
 * recipients, their leases lapsed, are sent by another, and a send queued while no queue ran starts.
 */
export const scanNewsletterSends = defineJob({
  id: 'newsletter.scan',
  cron: '*/5 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    for (const issueId of await issuesSending(services.db)) await services.enqueue(SEND_NEWSLETTER_JOB, { issueId }, { singletonKey: `newsletter:${issueId}` })
  },
})
