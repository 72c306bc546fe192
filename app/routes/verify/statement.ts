import { data } from 'react-router'
import { BADGE_CHECK_RATE_LIMIT } from '../../catalog/badge-check.ts'
import { servicesContext } from '../../context.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import { signBadgeStatement } from '../../domain/badge-statement/sign-badge-statement.server.ts'
import { WithdrawnSigningKeyError } from '../../domain/badge-statement/signing-key.server.ts'
import { formatCheckCode, normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { getBadgeCheck } from '../../domain/public-profile/get-badge-check.server.ts'
import type { Route } from './+types/statement'

/**
 * /verify/{code}/statement.jws: the badge check as a signed statement to save (a compact JWS, ADR
 * 062), the download the check page offers. The same rate limit as the check.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!(await checkRateLimit(services.db, 'badge-check', services.clientAddress, BADGE_CHECK_RATE_LIMIT))) {
    throw data('Too many badge checks from this address. Try again in a minute.', { status: 429, headers: { 'Retry-After': String(BADGE_CHECK_RATE_LIMIT.windowSeconds) } })
  }
  const code = normalizeCheckCode(params.code)
  const check = code ? await getBadgeCheck(services.db, code) : null
  if (!check) throw data('No badge has this check code.', { status: 404 })
  const statement = await signBadgeStatement(services, check).catch((error) => {
    if (!(error instanceof WithdrawnSigningKeyError)) throw error
    console.error(error.message)
    throw data('Signed statements are paused while the signing key is replaced. The check page still answers.', { status: 503, headers: { 'Retry-After': '3600' } })
  })
  return new Response(`${statement}\n`, {
    headers: {
      'Content-Type': 'application/jose',
      'Content-Disposition': `attachment; filename="badge-${formatCheckCode(check.code)}.jws"`,
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
