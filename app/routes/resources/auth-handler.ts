import { servicesContext } from '../../context.ts'
import { flashCookie, redirectWithFlash } from '../../flash.server.ts'
import type { Route } from './+types/auth-handler'

/** better-auth's own endpoints: the email verification link, password reset links, Google OAuth. */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth } = context.get(servicesContext)
  const response = await auth.handler(request)
  if (!new URL(request.url).pathname.endsWith('/verify-email')) return response
  // The verification link: a spent or forged token is explained on the sign-in page instead of
  // raw JSON; a good one signs the member in, lands on /dashboard and says so.
  const location = response.headers.get('Location') ?? ''
  if (response.status >= 400 || location.includes('error=')) return redirectWithFlash('/auth', 'auth.verifyFailed')
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', flashCookie('auth.verified'))
  return new Response(response.body, { status: response.status, headers })
}

export const loader = handle
export const action = handle
