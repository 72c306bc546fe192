import { z } from 'zod'
import { SEND_SAVED_SEARCH_ALERT_JOB } from '../domain/alerts/alert-run.ts'
import { claimMatchAlerts } from '../domain/alerts/claim-match-alerts.server.ts'
import { claimSavedSearchAlerts } from '../domain/alerts/claim-saved-search-alerts.server.ts'
import { sendSavedSearchAlertEmail } from '../domain/alerts/send-saved-search-alert-email.server.ts'
import { ALERTS_PUBLISHED_JOB } from '../domain/saved-searches/announce-grant-published.server.ts'
import { defineJob } from './job.ts'

/** Saved-search alerts (app/domain/alerts/claim-saved-search-alerts.server.ts): daily, weekly and priority runs, and the send of each claimed email. */

const runSchema = z.object({ now: z.iso.datetime().optional() })

export const scanSavedSearchesDaily = defineJob({
  id: 'saved-search-alerts.daily',
  cron: '30 6 * * *',
  schema: runSchema,
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await claimSavedSearchAlerts(services, 'daily', { at: now ? new Date(now) : undefined })
  },
})

export const scanSavedSearchesWeekly = defineJob({
  id: 'saved-search-alerts.weekly',
  cron: '0 7 * * 1',
  schema: runSchema,
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await claimSavedSearchAlerts(services, 'weekly', { at: now ? new Date(now) : undefined })
  },
})

/**
 * Priority alerts (Pro and Premium): daily saved searches, and new-match alerts of members who chose
 * `instant`. Queued by announceGrantPublished a few minutes after a grant is published, once per 5-minute bucket (a hint only: a bucket run twice claims nothing twice).
 */
export const alertsPublished = defineJob({
  id: ALERTS_PUBLISHED_JOB,
  schema: z.object({ bucket: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/) }),
  queue: { expireInSeconds: 900 },
  async handler({ bucket }, services) {
    await claimSavedSearchAlerts(services, 'priority', { bucket })
    await claimMatchAlerts(services, 'priority', { bucket })
  },
})

/** Sends one saved search's alert: the grants claimed under its key, in the member's language. */
export const sendSavedSearchAlert = defineJob({
  id: SEND_SAVED_SEARCH_ALERT_JOB,
  schema: z.object({ key: z.string(), userId: z.string(), searchId: z.string() }),
  async handler(payload, services) {
    await sendSavedSearchAlertEmail(services, payload)
  },
})
