import { rememberPreference } from '../../domain/profile/remember-preference.server.ts'
import { parseTheme, themeCookie } from '../../theme.server.ts'
import type { Route } from './+types/theme'

/** Light, dark or system: kept in a cookie, and on the member's profile when signed in. */
export function action({ request, context }: Route.ActionArgs) {
  return rememberPreference(request, context, 'theme', parseTheme, themeCookie)
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
