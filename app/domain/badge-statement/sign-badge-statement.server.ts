import { BADGE_STATEMENT_TYPE } from '../../catalog/badge-statement.ts'
import type { AppServices } from '../../context.ts'
import type { BadgeCheck } from '../public-profile/get-badge-check.server.ts'
import { badgeStatementClaims } from './badge-statement-claims.server.ts'
import { signCompactJws } from './compact-jws.server.ts'
import { signingKey } from './signing-key.server.ts'

/** A badge check as a signed statement: a compact JWS (EdDSA, Ed25519) whose `kid` names a key of the published set. */
export async function signBadgeStatement(services: Pick<AppServices, 'db' | 'secrets' | 'config'>, check: BadgeCheck, now = new Date()): Promise<string> {
  const { kid, privateKey } = await signingKey(services.db, services.secrets.badgeStatement, now)
  return signCompactJws(badgeStatementClaims(check, services.config.appUrl, now), privateKey, { kid, typ: BADGE_STATEMENT_TYPE })
}
