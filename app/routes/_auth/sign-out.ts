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
  // Nothing of the member's stays on a shared phone: the pages kept for reading offline and the
  // changes waiting to be sent go with the service worker (ADR 067). Only for a form posted without
  // JavaScript: with it, the page clears them itself, and clearing here would stop the worker while
  // the page still loads through it.
  if (context.get(servicesContext).documentRequest) headers.set('Clear-Site-Data', '"storage"')
  return redirectWithFlash('/', 'auth.signedOut', headers)
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } })
}
