import { and, eq } from 'drizzle-orm'
import { eventRsvps, experts, networkingEvents, profiles, user } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDateTime } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'

/**
 * Emails one attendee one claimed reminder, in their language, exactly once (sendScheduledEmail);
 * marked and not sent when the event was canceled or the expert gave their place back since.
 */
export async function sendEventReminder(services: JobServices, { key, userId, eventId }: { key: string; userId: string; eventId: string }) {
  const [row] = await services.db
    .select({ name: user.name, email: user.email, language: profiles.language, event: networkingEvents })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(experts, eq(experts.userId, user.id))
    .innerJoin(eventRsvps, and(eq(eventRsvps.expertId, experts.id), eq(eventRsvps.eventId, eventId)))
    .innerJoin(networkingEvents, eq(networkingEvents.id, eventId))
    .where(eq(user.id, userId))
  if (row?.event.status !== 'scheduled') {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  const { appUrl, appName } = services.config
  await withLanguage(row.language, async () => {
    const url = `${appUrl}/grant-experts/events`
    const params = {
      name: row.name,
      title: row.event.title,
      when: formatDateTime(row.event.startsAt),
      where: [row.event.place, row.event.onlineUrl].filter(Boolean).join(' · '),
      calendar: `${appUrl}/grant-experts/events/${eventId}/calendar.ics`,
      url,
      appName,
    }
    await sendScheduledEmail(
      services,
      key,
      userId,
      { to: row.email, ...composeEmail('events.reminder', params) },
      { messageId: 'events.notice.reminder', params: { title: row.event.title }, link: '/grant-experts/events' },
    )
  })
}
