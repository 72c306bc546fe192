import { rememberPreference } from '../../domain/profile/remember-preference.server.ts'
import { languageCookie } from '../../i18n/language.server.ts'
import { isLanguage } from '../../i18n/languages.ts'
import type { Route } from './+types/language'

/**
 * The language switcher: kept in a cookie for a visitor (and carried into the profile at sign-up),
 * and on the member's profile when signed in, so pages and emails follow it.
 */
export function action({ request, context }: Route.ActionArgs) {
  return rememberPreference(request, context, 'language', (value) => (isLanguage(value) ? value : null), languageCookie)
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
