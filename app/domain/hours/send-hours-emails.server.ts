import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import type { EmailKind } from '../../email/email-kinds.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { buildBookingCalendar } from './booking-calendar.ts'
import { getBooking } from './get-booking.server.ts'
import { formatHours, formatSlotTime } from './slot-time.ts'
import { viewerTimeZone } from './viewer-time-zone.server.ts'

type Services = Pick<AppServices, 'db' | 'mailer' | 'config'>

/**
 * Tells both sides of a booking that it was made or canceled (ADR 076): the expert, and the staff
 * member who published the slot, each in their own language and time zone, with the session's
 * calendar file attached (a cancellation's file cancels the event). Sent once the change is
 * committed; a failed delivery is logged, never undoing it.
 */
export async function sendHoursEmails(services: Services, bookingId: string, event: 'booked' | 'canceled') {
  const booking = await getBooking(services.db, bookingId)
  if (!booking) return
  const { appName, appUrl } = services.config
  const readers: Array<{ userId: string | null; kind: EmailKind; url: string }> = [
    { userId: booking.expertUserId, kind: event === 'booked' ? 'hours.booked' : 'hours.canceled', url: `${appUrl}/expert/hours` },
    { userId: booking.publishedBy, kind: event === 'booked' ? 'hours.bookedStaff' : 'hours.canceledStaff', url: `${appUrl}/admin/hours` },
  ]
  for (const reader of readers) {
    if (!reader.userId) continue
    const userId = reader.userId
    const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
    if (!member) continue
    const timeZone = await viewerTimeZone(services.db, userId)
    await inLanguageOf(services.db, userId, async () => {
      const params = {
        name: member.name,
        expert: booking.expertName,
        topic: booking.topic,
        consultant: booking.consultant,
        place: booking.place,
        when: formatSlotTime(booking.startsAt, timeZone),
        length: formatHours(booking.minutes),
        url: reader.url,
        appName,
      }
      const ics = buildBookingCalendar({ appName, appUrl, booking })
      await services.mailer.send({
        to: member.email,
        ...composeEmail(reader.kind, params),
        attachments: [{ filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8' }],
      })
    }).catch((error) => console.error('A consultation hours email failed', error))
  }
}
