import { and, eq, isNull, sql } from 'drizzle-orm'
import type { RouterContextProvider } from 'react-router'
import { API_LAST_USED_EVERY_SECONDS } from '../../catalog/api.ts'
import { API_AUTH_FAILURE_LIMIT } from '../../catalog/limits.ts'
import { servicesContext, type AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications, funderAccessKeys } from '../../db/schema/index.ts'
import { checkRateLimit } from '../accounts/check-rate-limit.server.ts'
import { hashApiKey, isApiKeyShaped, requestApiKey } from '../api/api-key-token.server.ts'
import { apiError, apiMethodNotAllowed, apiPreflight } from '../api/api-response.server.ts'
import { authenticateApiKey } from '../api/authenticate-api-key.server.ts'
import { countApiCall } from '../api/count-api-call.server.ts'
import { meteredAnswer } from '../api/metered-answer.server.ts'

/** The scope of a funder's key, and the only one the organizations routes accept. */
export const ORGS_SCOPE = 'orgs:read'

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> }
export interface OrgsCallContext {
  url: URL
  params: Record<string, string | undefined>
  services: AppServices
}

const UNAUTHORIZED = { 'WWW-Authenticate': 'Bearer realm="api"' }

/** An approved funder's unrevoked key behind a token (one read), or null. */
async function funderKey(db: Db, token: string) {
  const [row] = await db
    .select({ id: funderAccessKeys.id, lastUsedAt: funderAccessKeys.lastUsedAt, revokedAt: funderAccessKeys.revokedAt, status: funderAccessApplications.status })
    .from(funderAccessKeys)
    .innerJoin(funderAccessApplications, eq(funderAccessApplications.id, funderAccessKeys.applicationId))
    .where(eq(funderAccessKeys.keyHash, hashApiKey(token)))
    .limit(1)
  return row ?? null
}

/**
 * A CommonGrants organizations route (ADR 063): CORS preflight, 405 for other methods, then the key
 * as every API route reads it (ADR 031). An approved funder's key (scope orgs:read) is counted in the
 * same per-key rate limit as every key (429 with Retry-After past it, RateLimit headers always). An
 * organization's key, which never has orgs:read, gets 403; no key, an unknown or revoked one, or one
 * whose funder access was withdrawn, 401 (and an address that keeps sending wrong keys, 429).
 */
export function withOrgsKey(methods: readonly string[], handler: (call: OrgsCallContext) => Promise<Response>) {
  return async ({ request, context, params }: RouteArgs): Promise<Response> => {
    if (request.method === 'OPTIONS') return apiPreflight(methods)
    if (!methods.includes(request.method) && !(request.method === 'HEAD' && methods.includes('GET'))) return apiMethodNotAllowed(methods)
    const services = context.get(servicesContext)
    const { db, clientAddress } = services
    const url = new URL(request.url)
    const token = requestApiKey(request)
    if (!token) return apiError(401, 'An API key with the "orgs:read" scope is required: send it as "Authorization: Bearer hrb_…" or "X-API-Key: hrb_…".', [], UNAUTHORIZED)
    const funder = isApiKeyShaped(token) ? await funderKey(db, token) : null
    if (!funder) {
      const other = await authenticateApiKey(db, token)
      if (other.ok) return apiError(403, `This key does not have the "${ORGS_SCOPE}" scope this route needs. Funders get it by applying for funder access.`)
      if (!(await checkRateLimit(db, 'api-key-failure', clientAddress, API_AUTH_FAILURE_LIMIT))) {
        return apiError(429, 'Too many calls with a wrong API key from this address. Try again later.', [], { 'Retry-After': String(API_AUTH_FAILURE_LIMIT.windowSeconds) })
      }
      return apiError(401, other.reason === 'revoked' ? 'This API key has been revoked.' : 'This API key is not valid.', [], UNAUTHORIZED)
    }
    if (funder.revokedAt) return apiError(401, 'This API key has been revoked.', [], UNAUTHORIZED)
    if (funder.status !== 'approved') return apiError(401, 'The funder access behind this key is no longer approved.', [], UNAUTHORIZED)
    const rate = await countApiCall(db, funder.id, services.config.apiRateLimit)
    const response = await meteredAnswer(request, url, services, rate, () => handler({ url, params, services }))
    await touch(db, funder.id, funder.lastUsedAt)
    return response
  }
}

/** The key's "last used" time, at most once a minute. */
async function touch(db: Db, keyId: string, lastUsedAt: Date | null) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < API_LAST_USED_EVERY_SECONDS * 1000) return
  await db
    .update(funderAccessKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(funderAccessKeys.id, keyId), isNull(funderAccessKeys.revokedAt)))
    .catch((error) => console.error('Updating a key’s last use failed', error))
}
