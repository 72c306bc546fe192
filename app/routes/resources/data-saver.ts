import { rememberPreference } from '../../domain/profile/remember-preference.server.ts'
import { dataSaverCookie, parseDataSaver } from '../../data-saver.server.ts'
import type { Route } from './+types/data-saver'

/** Data saver on, off or automatic: kept in a cookie, and on the member's profile when signed in. */
export function action({ request, context }: Route.ActionArgs) {
  return rememberPreference(request, context, 'dataSaver', parseDataSaver, dataSaverCookie)
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
