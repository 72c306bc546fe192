import { eq } from 'drizzle-orm'
import type { RouterContextProvider } from 'react-router'
import { memberContext, servicesContext } from '../../context.ts'
import { profiles } from '../../db/schema/index.ts'
import { safeRedirectPath } from '../../flash.server.ts'
import type { Language } from '../../i18n/languages.ts'
import type { Theme } from '../../theme.server.ts'
import type { DataSaverChoice } from '../../catalog/data-saver.ts'

type Preference = { theme: Theme; language: Language; dataSaver: DataSaverChoice }

/**
 * A visitor's or member's display choice (the footer's theme, data saver and language forms): kept in a cookie,
 * and on the member's profile when signed in; then back to the page the form was on. A value that
 * is not one of the choices changes nothing.
 */
export async function rememberPreference<K extends keyof Preference>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  field: K,
  parse: (value: unknown) => Preference[K] | null,
  cookie: (value: Preference[K]) => string,
): Promise<Response> {
  const form = await request.formData()
  const value = parse(form.get(field))
  const redirectTo = safeRedirectPath(form.get('redirectTo'))
  if (value === null) return new Response(null, { status: 303, headers: { Location: redirectTo } })
  const member = context.get(memberContext)
  if (member) {
    const { db } = context.get(servicesContext)
    await db
      .update(profiles)
      .set({ [field]: value, updatedAt: new Date() })
      .where(eq(profiles.userId, member.id))
  }
  return new Response(null, { status: 303, headers: { Location: redirectTo, 'Set-Cookie': cookie(value) } })
}
