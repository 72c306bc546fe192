import { servicesContext } from '../../context.ts'
import { flashCookie, redirectWithFlash } from '../../flash.server.ts'
import type { Route } from './+types/auth-handler'

/**
 * The only better-auth endpoints a browser is sent to: the email verification link, the password
 * reset link, and the OAuth callback (and its error page). Everything else (sign-up, sign-in,
 * profile updates) goes through our own forms and rules; better-auth's raw JSON endpoints for those
 * are closed, so nobody can go around the forms.
 */
const OPEN_ENDPOINTS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[^/]+$/, /^\/api\/auth\/callback\/[^/]+$/, /^\/api\/auth\/error$/]

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth } = context.get(servicesContext)
  const { pathname } = new URL(request.url)
  if (request.method !== 'GET' || !OPEN_ENDPOINTS.some((pattern) => pattern.test(pathname))) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const response = await auth.handler(request)
  if (response.status === 429) return redirectWithFlash('/auth', 'error.rateLimited')
  if (!pathname.endsWith('/verify-email')) return response
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
