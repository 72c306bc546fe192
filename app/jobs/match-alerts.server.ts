import { z } from 'zod'
import { SEND_MATCH_ALERT_JOB } from '../domain/alerts/alert-run.ts'
import { claimMatchAlerts } from '../domain/alerts/claim-match-alerts.server.ts'
import { sendMatchAlertEmail } from '../domain/alerts/send-match-alert-email.server.ts'
import { sendScheduledEmail } from '../domain/notifications/send-scheduled-email.server.ts'
import { defineJob } from './job.ts'

/** New-match alerts (app/domain/alerts/claim-match-alerts.server.ts): weekly and daily runs, and the send of each claimed email. */

const runSchema = z.object({ now: z.iso.datetime().optional() })

export const scanMatchAlertsWeekly = defineJob({
  id: 'match-alerts.weekly',
  cron: '0 7 * * 1',
  schema: runSchema,
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await claimMatchAlerts(services, 'weekly', { at: now ? new Date(now) : undefined })
  },
})

/**
 * The weekly digest's old id: its schedule may still be stored by the queue, so a run under it is
 * the weekly match run (the same keys: nothing is sent twice).
 */
export const weeklyDigestAlias = defineJob({
  id: 'weekly-digest.scan',
  schema: runSchema,
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await claimMatchAlerts(services, 'weekly', { at: now ? new Date(now) : undefined })
  },
})

/** A digest queued before the match alerts replaced it: marked, not sent (the match alert covers the same grants). */
export const retiredDigestSend = defineJob({
  id: 'weekly-digest.send',
  schema: z.object({ key: z.string(), userId: z.string() }).loose(),
  async handler({ key, userId }, services) {
    await sendScheduledEmail(services, key, userId, null)
  },
})

export const scanMatchAlertsDaily = defineJob({
  id: 'match-alerts.daily',
  cron: '30 6 * * *',
  schema: runSchema,
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await claimMatchAlerts(services, 'daily', { at: now ? new Date(now) : undefined })
  },
})

/** Sends one member's match alert: the grants claimed under its key, best first, in the member's language. */
export const sendMatchAlert = defineJob({
  id: SEND_MATCH_ALERT_JOB,
  schema: z.object({ key: z.string(), userId: z.string() }),
  async handler({ key, userId }, services) {
    await sendMatchAlertEmail(services, key, userId)
  },
})
