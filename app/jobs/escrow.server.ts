import { z } from 'zod'
import { autoReleaseDue } from '../domain/engagements/auto-release.server.ts'
import { sendWaitingEscrowEmails } from '../domain/engagements/escrow-notices.server.ts'
import { sendWaitingPayouts } from '../domain/engagements/send-payouts.server.ts'
import { defineJob } from './job.ts'

/**
 * Hourly: delivered milestones AUTO_RELEASE_DAYS past delivery, neither released nor disputed, are
 * released to the expert (each through the state machine, so two workers release one once), and
 * the payouts this creates are sent at once.
 */
export const autoReleaseMilestones = defineJob({
  id: 'engagements.auto-release',
  cron: '7 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    const released = await autoReleaseDue(services.db, services.payments.id, now ? new Date(now) : new Date())
    if (released) await sendWaitingPayouts(services.db, services.payments)
    await sendWaitingEscrowEmails(services)
  },
})

/**
 * Every quarter hour: payouts waiting (new, refused before, or held after a change of payout
 * account until the hold ends) go to experts who have a payout account.
 */
export const sendExpertPayouts = defineJob({
  id: 'engagements.send-payouts',
  cron: '*/15 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await sendWaitingPayouts(services.db, services.payments, { now: now ? new Date(now) : undefined })
    await sendWaitingEscrowEmails(services)
  },
})

/** Every five minutes: escrow emails claimed with their change but not yet sent (a payment's webhook, a crash). */
export const sendEscrowEmails = defineJob({
  id: 'engagements.send-emails',
  cron: '*/5 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await sendWaitingEscrowEmails(services)
  },
})
