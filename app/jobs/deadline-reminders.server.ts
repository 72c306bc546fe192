import { z } from 'zod'
import { claimDeadlineReminders, SEND_DEADLINE_REMINDER_JOB } from '../domain/reminders/claim-deadline-reminders.server.ts'
import { claimPhoneReminders } from '../domain/reminders/claim-phone-reminders.server.ts'
import { sendDeadlineReminderEmail } from '../domain/reminders/send-deadline-reminder-email.server.ts'
import { defineJob } from './job.ts'

/** Daily: the reminders due 14, 7 and 1 days before a deadline are claimed, each once, and queued for sending by email (ADR 007) and to the phones of members who chose it (ADR 068). */
export const scanDeadlineReminders = defineJob({
  id: 'deadline-reminders.scan',
  cron: '0 6 * * *',
  schema: z.object({ today: z.iso.date().optional() }),
  async handler({ today }, services) {
    await claimDeadlineReminders(services, today)
    await claimPhoneReminders(services, today)
  },
})

export const sendDeadlineReminder = defineJob({
  id: SEND_DEADLINE_REMINDER_JOB,
  schema: z.object({ key: z.string(), userId: z.string(), grantId: z.uuid(), days: z.number().int() }),
  async handler(payload, services) {
    await sendDeadlineReminderEmail(services, payload)
  },
})
