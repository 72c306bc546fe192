import { data } from 'react-router'
import { memberContext, servicesContext } from '../../context.ts'
import { buildEventCalendar } from '../../domain/events/build-event-calendar.ts'
import { getEvent } from '../../domain/events/list-events.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/calendar'

/**
 * "Add to calendar" on the events page (/grant-experts/events/:id/calendar.ics): the event as an
 * iCalendar file, public like the page; its link and place only for those going. 404 for an
 * unknown event.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const member = context.get(memberContext)
  const found = await getEvent(db, routeId(params.id, 'uuid'), member?.id ?? null)
  if (!found) throw data(null, { status: 404 })
  const body = buildEventCalendar({ appName: config.appName, appUrl: config.appUrl, event: found.event, withWhere: found.going })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${found.event.id}.ics"`,
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
