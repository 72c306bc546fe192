import { BADGE_STATEMENT_TYPE, type BadgeStatementClaims } from '../../catalog/badge-statement.ts'
import { verifyCompactJws } from './compact-jws.server.ts'

export type BadgeStatementCheck =
  | { valid: true; kid: string; claims: BadgeStatementClaims }
  | { valid: false; reason: 'malformed' | 'algorithm' | 'type' | 'unknown-key' | 'signature'; kid: string | null; claims: Partial<BadgeStatementClaims> | null }

/**
 * Whether a saved statement was signed by a key of `keys` (a JWKS, as published at
 * /.well-known/harambee-badge-keys.json or a saved copy of it): EdDSA, the statement type, the key
 * named by its `kid`, the signature over the bytes as saved. The claims are given either way, so a
 * reader sees what an invalid statement claimed.
 */
export function verifyBadgeStatement(token: string, keys: { keys?: unknown }): BadgeStatementCheck {
  const set = Array.isArray(keys.keys) ? (keys.keys.filter((k) => typeof k === 'object' && k !== null) as { kid?: string }[]) : []
  const result = verifyCompactJws(token, set)
  const kid = typeof result.header?.kid === 'string' ? result.header.kid : null
  const claims = typeof result.payload === 'object' && result.payload !== null ? (result.payload as Partial<BadgeStatementClaims>) : null
  if (!result.valid) return { valid: false, reason: result.reason, kid, claims }
  if (result.header.typ !== BADGE_STATEMENT_TYPE || !claims) return { valid: false, reason: 'type', kid, claims }
  return { valid: true, kid: kid!, claims: claims as BadgeStatementClaims }
}
