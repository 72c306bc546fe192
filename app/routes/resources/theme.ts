import { eq } from 'drizzle-orm'
import { memberContext, servicesContext } from '../../context.ts'
import { profiles } from '../../db/schema/index.ts'
import { safeRedirectPath } from '../../flash.server.ts'
import { parseTheme, themeCookie } from '../../theme.server.ts'
import type { Route } from './+types/theme'

/** Light, dark or system: kept in a cookie, and on the member's profile when signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const theme = parseTheme(form.get('theme'))
  const redirectTo = safeRedirectPath(form.get('redirectTo'))
  if (!theme) return new Response(null, { status: 303, headers: { Location: redirectTo } })
  const member = context.get(memberContext)
  if (member) {
    const { db } = context.get(servicesContext)
    await db.update(profiles).set({ theme, updatedAt: new Date() }).where(eq(profiles.userId, member.id))
  }
  return new Response(null, { status: 303, headers: { Location: redirectTo, 'Set-Cookie': themeCookie(theme) } })
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
