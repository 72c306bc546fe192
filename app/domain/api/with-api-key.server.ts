import type { RouterContextProvider } from 'react-router'
import type { ApiScope } from '../../catalog/api.ts'
import { API_AUTH_FAILURE_LIMIT } from '../../catalog/limits.ts'
import { servicesContext, type AppServices } from '../../context.ts'
import { checkRateLimit } from '../accounts/check-rate-limit.server.ts'
import { apiError, apiMethodNotAllowed, apiPreflight } from './api-response.server.ts'
import { requestApiKey } from './api-key-token.server.ts'
import { type ApiKeyHolder, authenticateApiKey, keyHasScope } from './authenticate-api-key.server.ts'
import { countApiCall } from './count-api-call.server.ts'
import { logApiCall } from './log-api-call.server.ts'
import { meteredAnswer } from './metered-answer.server.ts'

export interface ApiCallContext {
  request: Request
  url: URL
  params: Record<string, string | undefined>
  services: AppServices
  /** The calling key; its organization is the only one whose data a handler may read. */
  key: ApiKeyHolder
}

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> }

const UNAUTHORIZED = { 'WWW-Authenticate': 'Bearer realm="api"' }

/**
 * One API route (ADR 031): the answer to a CORS preflight, 405 for other methods, then the key:
 * `Authorization: Bearer hrb_…` or `X-API-Key: hrb_…` only (cookies are never read on these routes). Unknown or revoked
 * → 401 (and a client address that keeps sending wrong keys is refused with 429 for a while);
 * each call of a known key is counted per key across every server process (429 past the limit,
 * with Retry-After); a plan without API access → 402; a key without the route's scope → 403.
 * The handler answers only for the key's organization. Every call of a known key is logged after
 * its answer is made (method, path, status, time), and the RateLimit headers go with every answer.
 */
export function withApiKey(scope: ApiScope, methods: readonly string[], handler: (call: ApiCallContext) => Promise<Response>) {
  return async ({ request, context, params }: RouteArgs): Promise<Response> => {
    if (request.method === 'OPTIONS') return apiPreflight(methods)
    if (!methods.includes(request.method) && !(request.method === 'HEAD' && methods.includes('GET'))) return apiMethodNotAllowed(methods)
    const started = performance.now()
    const services = context.get(servicesContext)
    const { db, clientAddress } = services
    const url = new URL(request.url)
    const check = await authenticateApiKey(db, requestApiKey(request))
    if (!check.ok) {
      // Keys are 256 random bits, so guessing is hopeless; still, a flood of wrong keys is cut short.
      if (check.reason !== 'missing' && !(await checkRateLimit(db, 'api-key-failure', clientAddress, API_AUTH_FAILURE_LIMIT))) {
        return apiError(429, 'Too many calls with a wrong API key from this address. Try again later.', [], { 'Retry-After': String(API_AUTH_FAILURE_LIMIT.windowSeconds) })
      }
      const response =
        check.reason === 'missing'
          ? apiError(401, 'An API key is required: send it as "Authorization: Bearer hrb_…" or "X-API-Key: hrb_…".', [], UNAUTHORIZED)
          : apiError(401, check.reason === 'revoked' ? 'This API key has been revoked.' : 'This API key is not valid.', [], UNAUTHORIZED)
      if (check.reason === 'revoked') await log(services, check.key, request, url, response.status, started)
      return response
    }
    const { key } = check
    const rate = await countApiCall(db, key.id, services.config.apiRateLimit)
    const response = await meteredAnswer(request, url, services, rate, () => {
      if (!key.apiAccess) return apiError(402, "API access is part of the Premium plan, and this key's organization is not on it. Its keys work again after upgrading.")
      if (!keyHasScope(key, scope)) return apiError(403, `This key does not have the "${scope}" scope this route needs.`)
      return handler({ request, url, params, services, key })
    })
    await log(services, key, request, url, response.status, started)
    return response
  }
}

async function log(services: AppServices, key: ApiKeyHolder, request: Request, url: URL, status: number, started: number) {
  try {
    const call = { keyId: key.id, organizationId: key.organizationId, method: request.method, url, status, durationMs: performance.now() - started, clientAddress: services.clientAddress }
    await logApiCall(services.db, call, key.lastUsedAt)
  } catch (error) {
    // The answer goes out even when the log cannot be written.
    console.error('Logging an API call failed', error)
  }
}
