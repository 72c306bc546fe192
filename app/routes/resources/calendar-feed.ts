import { createHash } from 'node:crypto'
import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { buildCalendar } from '../../domain/calendar/build-calendar.ts'
import { findCalendarFeedOwner } from '../../domain/calendar/find-calendar-feed.server.ts'
import { listCalendarDeadlines } from '../../domain/calendar/list-calendar-deadlines.server.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Route } from './+types/calendar-feed'

/**
 * A member's private calendar feed (/calendar/:token.ics): a capability URL that Google Calendar
 * and Outlook poll without a session. The token is the only key (404 for any other), the words are
 * in the member's language, and the answer stays out of shared caches, search engines and referrers.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const owner = await findCalendarFeedOwner(db, params.token)
  if (!owner) throw data(null, { status: 404, headers: { 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' } })
  const deadlines = await listCalendarDeadlines(db, owner.userId)
  const body = withLanguage(owner.language, () => buildCalendar({ appName: config.appName, appUrl: config.appUrl, deadlines }))
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="deadlines.ics"',
    'Cache-Control': 'private, max-age=900',
    ETag: etag,
    'X-Robots-Tag': 'noindex',
    // After the site-wide strict-origin-when-cross-origin: the last policy a browser knows wins.
    'Referrer-Policy': 'no-referrer',
  }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
