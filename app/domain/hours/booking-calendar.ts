import ical, { ICalEventStatus } from 'ical-generator'
import { calendarText } from '../calendar/build-calendar.ts'
import { t } from '../../i18n/index.ts'
import { isWebAddress } from './slot-time.ts'

export interface CalendarBooking {
  id: string
  startsAt: Date
  minutes: number
  topic: string
  consultant: string
  place: string
  status: 'booked' | 'completed' | 'no_show' | 'canceled'
  bookedAt: Date
  closedAt: Date | null
}

/** "hours-{bookingId}@{host}": the booking is the same event in every download and email. */
export const bookingUid = (bookingId: string, appUrl: string) => `hours-${bookingId}@${new URL(appUrl).hostname}`

/**
 * A booked session as an iCalendar file (RFC 5545), built by the same writer as the deadline feed
 * (ical-generator: escaping, 75-octet line folding, CRLF): a stable UID, DTSTAMP, DTSTART and DTEND
 * in UTC. A canceled booking is the same event with STATUS:CANCELLED and a higher SEQUENCE, so a
 * calendar that took the first file takes the cancellation. Words in the current language.
 */
export function buildBookingCalendar(input: { appName: string; appUrl: string; booking: CalendarBooking }): string {
  const { appName, appUrl, booking: b } = input
  const canceled = b.status === 'canceled'
  const calendar = ical({ prodId: { company: appName, product: 'Consultation hours', language: 'EN' } })
  const link = `${appUrl}/expert/hours`
  calendar.createEvent({
    id: bookingUid(b.id, appUrl),
    start: b.startsAt,
    end: new Date(b.startsAt.getTime() + b.minutes * 60_000),
    stamp: canceled && b.closedAt ? b.closedAt : b.bookedAt,
    sequence: canceled ? 1 : 0,
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: t('hours.calendar.summary', { topic: b.topic, appName }),
    description: t('hours.calendar.description', { topic: b.topic, consultant: b.consultant, place: b.place, url: link }),
    location: b.place,
    url: isWebAddress(b.place) ? b.place : link,
  })
  return calendarText(calendar)
}
