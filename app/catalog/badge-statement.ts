/**
 * Signed badge statements (ADR 062): written once here, read by the check routes, the key routes,
 * the command line and the docs' examples.
 */

/** The JWS header's `typ`: what the signed thing is, so a statement is never taken for another token. */
export const BADGE_STATEMENT_TYPE = 'harambee-badge+jws'

/** Where the public keys are published, under the issuer's address (APP_URL). */
export const BADGE_KEYS_PATH = '/.well-known/harambee-badge-keys.json'

/** How long the key set and the embeddable badge may be cached (seconds): a withdrawal or a revocation shows within five minutes. */
export const BADGE_KEYS_MAX_AGE = 300
export const BADGE_IMAGE_MAX_AGE = 300

/** What a statement says about a badge: the check's state, with `valid` named `verified`; any other state the check gains is passed on as it is. */
export type BadgeStatementStatus = 'verified' | 'expired' | 'revoked' | (string & {})

/** The claims of a statement (its JWS payload). */
export interface BadgeStatementClaims {
  /** The platform that signed it (APP_URL); its keys are at `${iss}${BADGE_KEYS_PATH}`. */
  iss: string
  /** The check page this statement is a copy of. */
  sub: string
  /** When it was signed (seconds since 1970). */
  iat: number
  status: BadgeStatementStatus
  code: string
  checkUrl: string
  organization: { name: string; country: string | null }
  tier: string
  badge: string
  approvedAt: string
  expiresAt: string | null
  revokedAt: string | null
  revokedReason: string | null
}
