import { BADGE_CHECK_RATE_LIMIT } from '../../catalog/badge-check.ts'
import { BADGE_KEYS_PATH } from '../../catalog/badge-statement.ts'
import { servicesContext } from '../../context.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import { signBadgeStatement } from '../../domain/badge-statement/sign-badge-statement.server.ts'
import { WithdrawnSigningKeyError } from '../../domain/badge-statement/signing-key.server.ts'
import { badgeCheckJson } from '../../domain/public-profile/badge-check-view.server.ts'
import { normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { getBadgeCheck } from '../../domain/public-profile/get-badge-check.server.ts'
import type { Route } from './+types/verify-json'

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*', ...headers } })

/**
 * The badge check for machines (a funder's grants system): the same facts as /verify/{code}, in
 * English JSON; the same rate limit. `statement` is the same check signed (a compact JWS, ADR 062),
 * verifiable with the keys at `statementKeys`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db, clientAddress, config } = services
  if (!(await checkRateLimit(db, 'badge-check', clientAddress, BADGE_CHECK_RATE_LIMIT))) {
    return json({ error: 'rate_limited', message: 'Too many badge checks from this address. Try again in a minute.' }, 429, { 'Retry-After': String(BADGE_CHECK_RATE_LIMIT.windowSeconds) })
  }
  const code = normalizeCheckCode(params.code)
  const check = code ? await getBadgeCheck(db, code) : null
  if (!check) return json({ error: 'not_found', message: 'No badge has this check code.' }, 404)
  // BADGE_SIGNING_KEY names a withdrawn key: the check still answers, unsigned, until it is replaced.
  const statement = await signBadgeStatement(services, check).catch((error) => {
    if (!(error instanceof WithdrawnSigningKeyError)) throw error
    console.error(error.message)
    return null
  })
  return json({ ...badgeCheckJson(check, config.appUrl), statement, statementKeys: `${config.appUrl}${BADGE_KEYS_PATH}` }, 200)
}
