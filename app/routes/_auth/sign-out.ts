import { servicesContext } from '../../context.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import type { Route } from './+types/sign-out'

/** Sign Out: ends the session and returns to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = context.get(servicesContext)
  const headers = new Headers()
  try {
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  } catch {
    // Already signed out: nothing to end.
  }
  return redirectWithFlash('/', 'auth.signedOut', headers)
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
