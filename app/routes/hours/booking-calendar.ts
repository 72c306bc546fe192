import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { buildBookingCalendar } from '../../domain/hours/booking-calendar.ts'
import { getBookingFor } from '../../domain/hours/get-booking.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/booking-calendar'

/** A booked session's calendar file (RFC 5545), for the expert who booked it and for staff; anyone else finds nothing. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, config } = context.get(servicesContext)
  const booking = await getBookingFor(db, member, routeId(params.id, 'uuid'))
  if (!booking) throw data(null, { status: 404 })
  return new Response(buildBookingCalendar({ appName: config.appName, appUrl: config.appUrl, booking }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="session.ics"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
