import ical, { ICalEventStatus } from 'ical-generator'
import { t } from '../../i18n/index.ts'

/** "event-{id}@{host}": the same event in every download, so a calendar replaces it when it changes. */
export const eventUid = (eventId: string, appUrl: string) => `event-${eventId}@${new URL(appUrl).hostname}`
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

/**
 * One networking event as an iCalendar file (RFC 5545), with the same library and habits as the
 * deadline calendar (build-calendar.ts): a stable UID, a SEQUENCE that grows with each edit, the
 * event's page as its URL. The link and place are written only for those going (`withWhere`); a
 * canceled event is sent as CANCELLED so calendars strike it.
 */
export function buildEventCalendar(input: {
  appName: string
  appUrl: string
  event: { id: string; title: string; description: string; startsAt: Date; endsAt: Date; onlineUrl: string | null; place: string | null; status: string; updatedAt: Date }
  withWhere: boolean
}): string {
  const { appName, appUrl, event, withWhere } = input
  const calendar = ical({ name: t('events.calendarName', { appName }), prodId: { company: appName, product: 'Networking events', language: 'EN' } })
  const page = `${appUrl}/grant-experts/events`
  const where = withWhere ? [event.place, event.onlineUrl].filter(Boolean).join(' · ') : ''
  calendar.createEvent({
    id: eventUid(event.id, appUrl),
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    summary: event.title,
    description: `${event.description}\n\n${withWhere && event.onlineUrl ? `${event.onlineUrl}\n` : ''}${page}`,
    location: where || null,
    url: page,
    status: event.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
