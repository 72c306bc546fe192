import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { eventRsvps, experts, networkingEvents } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDateTime } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'

/**
 * Staff cancel a scheduled event: audited, and everyone who said they are coming told in the app,
 * in one transaction; null when it is gone or canceled already. The reminders of a canceled event
 * are never sent (send-event-reminder). Returns who to email.
 */
export async function cancelEvent(db: Db, adminId: string, id: string): Promise<{ title: string; startsAt: Date; attendees: string[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(networkingEvents)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(networkingEvents.id, id), eq(networkingEvents.status, 'scheduled')))
      .returning({ title: networkingEvents.title, startsAt: networkingEvents.startsAt })
    if (!row) return null
    const attendees = (await tx.select({ userId: experts.userId }).from(eventRsvps).innerJoin(experts, eq(experts.id, eventRsvps.expertId)).where(eq(eventRsvps.eventId, id))).map((a) => a.userId)
    await recordAudit(tx, { actorId: adminId, action: 'networking_event.cancel', entityType: 'networking_event', entityId: id, before: { status: 'scheduled' }, after: { status: 'canceled' } })
    await notifyAll(tx, attendees, 'events.notice.canceled', { title: row.title }, '/grant-experts/events')
    return { ...row, attendees }
  })
}

/** Emails each attendee of a canceled event, in their language; a failed email is logged. */
export async function sendEventCanceledEmails(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, event: { title: string; startsAt: Date; attendees: string[] }) {
  for (const userId of event.attendees) {
    await emailMember(services, userId, ({ name }) =>
      composeEmail('events.canceled', { name, title: event.title, when: formatDateTime(event.startsAt), appName: services.config.appName, url: `${services.config.appUrl}/grant-experts/events` }),
    )
  }
}
