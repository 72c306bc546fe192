/**
 * How every API answer is sent (ADR 031): JSON, never HTML; errors in the CommonGrants `Error`
 * shape {status, message, errors}; readable from any site's scripts (no cookies are ever read, so
 * `Access-Control-Allow-Origin: *` exposes nothing); never stored by shared caches.
 */

export const API_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
  'X-Robots-Tag': 'noindex',
} as const

export function apiJson(body: object, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(API_HEADERS)
  for (const [key, value] of new Headers(headers)) all.set(key, value)
  return new Response(JSON.stringify(body), { status, headers: all })
}

/** A CommonGrants error: `errors` lists what was wrong, in English, one sentence each. */
export function apiError(status: number, message: string, errors: unknown[] = [], headers: HeadersInit = {}): Response {
  return apiJson({ status, message, errors }, status, headers)
}

/** A 200 answer: the base's Success envelope around `body`. */
export function apiOk(body: object, headers: HeadersInit = {}): Response {
  return apiJson({ status: 200, message: 'Success', ...body }, 200, headers)
}

/** The answer to a browser's CORS preflight for an API route. */
export function apiPreflight(methods: readonly string[]): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': 'Authorization, X-API-Key, Content-Type',
      'Access-Control-Max-Age': '600',
    },
  })
}

/** A method the route does not take. */
export function apiMethodNotAllowed(methods: readonly string[]): Response {
  return apiError(405, `This route takes ${methods.join(', ')} only.`, [], { Allow: [...methods, 'OPTIONS'].join(', ') })
}
