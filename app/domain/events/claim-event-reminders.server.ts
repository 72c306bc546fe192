import { and, eq, gt, lte } from 'drizzle-orm'
import { NETWORKING_EVENT_REMINDER_HOURS } from '../../catalog/expert-membership.ts'
import { eventRsvps, experts, networkingEvents } from '../../db/schema/index.ts'
import { claimScheduledEmails, unsentKeys } from '../notifications/claim-scheduled-emails.server.ts'
import type { JobServices } from '../shared/job-services.ts'

/** The job that sends one claimed event reminder (app/jobs/event-reminders.server.ts). */
export const SEND_EVENT_REMINDER_JOB = 'events.reminders.send'

export const eventReminderKey = (eventId: string, userId: string) => `event-reminder:${eventId}:${userId}`

/**
 * Hourly: for each scheduled event starting within the next day, claims one reminder key per
 * attendee (scheduled_emails, so a key is sent once whatever the runs) and queues its sending;
 * keys claimed before whose sending never finished are queued again.
 */
export async function claimEventReminders(services: Pick<JobServices, 'db' | 'enqueue'>, now = new Date()) {
  const until = new Date(now.getTime() + NETWORKING_EVENT_REMINDER_HOURS * 3_600_000)
  const due = await services.db
    .select({ eventId: eventRsvps.eventId, userId: experts.userId })
    .from(eventRsvps)
    .innerJoin(networkingEvents, eq(networkingEvents.id, eventRsvps.eventId))
    .innerJoin(experts, eq(experts.id, eventRsvps.expertId))
    .where(and(eq(networkingEvents.status, 'scheduled'), gt(networkingEvents.startsAt, now), lte(networkingEvents.startsAt, until)))
  const rows = due.map((r) => ({ key: eventReminderKey(r.eventId, r.userId), userId: r.userId, kind: 'event-reminder' }))
  await claimScheduledEmails(services.db, rows)
  const waiting = await unsentKeys(
    services.db,
    rows.map((r) => r.key),
  )
  for (const r of due) {
    const key = eventReminderKey(r.eventId, r.userId)
    if (waiting.has(key)) await services.enqueue(SEND_EVENT_REMINDER_JOB, { key, userId: r.userId, eventId: r.eventId }, { singletonKey: key })
  }
  return due.length
}
