import { BADGE_KEYS_MAX_AGE } from '../../catalog/badge-statement.ts'
import { servicesContext } from '../../context.ts'
import { publishedKeys } from '../../domain/badge-statement/published-keys.server.ts'
import { signingKey, WithdrawnSigningKeyError } from '../../domain/badge-statement/signing-key.server.ts'
import type { Route } from './+types/badge-keys'

/**
 * /.well-known/harambee-badge-keys.json: the public keys of badge statements as a JWKS (ADR 062):
 * the signing key and the retired ones, never a withdrawn one. Cached five minutes, so a withdrawal
 * reaches readers soon.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, secrets } = context.get(servicesContext)
  // The signing key is made (or BADGE_SIGNING_KEY recorded) on first use: the set is never empty while one can sign.
  await signingKey(db, secrets.badgeStatement).catch((error) => {
    if (!(error instanceof WithdrawnSigningKeyError)) throw error
  })
  return Response.json(await publishedKeys(db), {
    headers: { 'Content-Type': 'application/jwk-set+json', 'Cache-Control': `public, max-age=${BADGE_KEYS_MAX_AGE}`, 'Access-Control-Allow-Origin': '*' },
  })
}
