import { eq } from 'drizzle-orm'
import { memberContext, servicesContext } from '../../context.ts'
import { profiles } from '../../db/schema/index.ts'
import { safeRedirectPath } from '../../flash.server.ts'
import { languageCookie } from '../../i18n/language.server.ts'
import { isLanguage } from '../../i18n/languages.ts'
import type { Route } from './+types/language'

/**
 * The language switcher: kept in a cookie for a visitor (and carried into the profile at sign-up),
 * and on the member's profile when signed in, so pages and emails follow it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const language = form.get('language')
  const redirectTo = safeRedirectPath(form.get('redirectTo'))
  if (!isLanguage(language)) return new Response(null, { status: 303, headers: { Location: redirectTo } })
  const member = context.get(memberContext)
  if (member) {
    const { db } = context.get(servicesContext)
    await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.userId, member.id))
  }
  return new Response(null, { status: 303, headers: { Location: redirectTo, 'Set-Cookie': languageCookie(language) } })
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
