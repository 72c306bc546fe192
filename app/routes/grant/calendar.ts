import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { buildCalendar } from '../../domain/calendar/build-calendar.ts'
import { getGrantDeadline } from '../../domain/calendar/get-grant-deadline.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/calendar'

/**
 * "Add to calendar" on a grant's page (/grant/:id/calendar.ics): the deadline as a one-event
 * iCalendar file, public like the page. The event's UID is the feed's, so a member who subscribes
 * later gets the same event, not a second one. 404 for an unknown grant or one without a deadline.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const deadline = await getGrantDeadline(db, routeId(params.id, 'uuid'))
  if (!deadline) throw data(null, { status: 404 })
  const body = buildCalendar({ appName: config.appName, appUrl: config.appUrl, deadlines: [deadline] })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="deadline-${deadline.grantId}.ics"`,
      // In the reader's language: no shared cache.
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
