import ical, { ICalAlarmType, type ICalCalendar, ICalEventTransparency } from 'ical-generator'
import { t } from '../../i18n/index.ts'
import { REMINDER_DAYS } from '../../catalog/reminders.ts'

/** One grant's deadline as the calendar shows it. */
export interface CalendarDeadline {
  grantId: string
  title: string
  funder: string
  /** The deadline, a calendar day (YYYY-MM-DD). */
  deadline: string
  /** When the grant last changed: the event's SEQUENCE and LAST-MODIFIED, so calendars take the change. */
  updatedAt: Date
}

/** Reminders ring at 09:00 (the reader's own time: an all-day event has none of its own) on each reminder day. */
const REMINDER_HOUR = 9
/** How often a subscribed calendar is asked to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL), in seconds. */
export const FEED_REFRESH_SECONDS = 6 * 60 * 60
/** SEQUENCE counts seconds since this day: it grows with every edit and stays a 32-bit number until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** "deadline-{grantId}@{host}": the same grant is the same event in every download and every refresh. */
export function deadlineUid(grantId: string, appUrl: string): string {
  return `deadline-${grantId}@${new URL(appUrl).hostname}`
}

/**
 * The deadlines as an iCalendar file (RFC 5545): one all-day event per grant on its deadline, with
 * a stable UID, a SEQUENCE that grows when the grant is edited, a link to the grant's page and a
 * reminder 14, 7 and 1 days before (REMINDER_DAYS, as the reminder emails). Words are written in the
 * current language (call inside withLanguage). Pure: the same rows give the same text, so a feed
 * that has not changed has the same ETag (DTSTAMP is the grant's last change, as RFC 5545 §3.8.7.2
 * asks of a calendar published without a METHOD).
 */
export function buildCalendar(input: { appName: string; appUrl: string; deadlines: readonly CalendarDeadline[] }): string {
  const { appName, appUrl, deadlines } = input
  const calendar = ical({
    name: t('calendar.feedName', { appName }),
    prodId: { company: appName, product: 'Grant deadlines', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  })
  for (const d of deadlines) {
    const url = `${appUrl}/grant/${d.grantId}`
    const event = calendar.createEvent({
      id: deadlineUid(d.grantId, appUrl),
      start: d.deadline,
      end: nextDay(d.deadline),
      allDay: true,
      stamp: d.updatedAt,
      lastModified: d.updatedAt,
      sequence: Math.max(0, Math.floor((d.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
      summary: t('calendar.event.summary', { title: d.title }),
      description: t('calendar.event.description', { title: d.title, funder: d.funder, url }),
      url,
      // A deadline is a reminder, not a meeting: the day stays free.
      transparency: ICalEventTransparency.TRANSPARENT,
    })
    for (const days of REMINDER_DAYS) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * 86_400 - REMINDER_HOUR * 3_600,
        description: t('calendar.alarm', { days, title: d.title }),
      })
    }
  }
  return calendarText(calendar)
}

/** A calendar's text: RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare. */
export function calendarText(calendar: ICalCalendar): string {
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
