import { z } from 'zod'
import { claimEventReminders, SEND_EVENT_REMINDER_JOB } from '../domain/events/claim-event-reminders.server.ts'
import { sendEventReminder } from '../domain/events/send-event-reminder.server.ts'
import { defineJob } from './job.ts'

/** Hourly: the reminders of networking events starting within a day, one per attendee, claimed once and queued (ADR 077). */
export const scanEventReminders = defineJob({
  id: 'events.reminders.scan',
  cron: '15 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    await claimEventReminders(services, now ? new Date(now) : undefined)
  },
})

export const sendEventReminderJob = defineJob({
  id: SEND_EVENT_REMINDER_JOB,
  schema: z.object({ key: z.string(), userId: z.string(), eventId: z.uuid() }),
  async handler(payload, services) {
    await sendEventReminder(services, payload)
  },
})
