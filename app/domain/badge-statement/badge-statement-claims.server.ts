import type { BadgeStatementClaims, BadgeStatementStatus } from '../../catalog/badge-statement.ts'
import { badgeCheckJson } from '../public-profile/badge-check-view.server.ts'
import type { BadgeCheck } from '../public-profile/get-badge-check.server.ts'

/** A check's state as a statement names it: `valid` is `verified`; every other state (expired, revoked, under review, any added later) as the check names it. */
export function statementStatus(state: string): BadgeStatementStatus {
  return state === 'valid' ? 'verified' : state
}

/**
 * What a statement says: the very facts of the JSON badge check (badgeCheckJson, so a state the
 * check gains is signed as it is), the issuer and when it was signed.
 */
export function badgeStatementClaims(check: BadgeCheck, appUrl: string, now = new Date()): BadgeStatementClaims {
  const json = badgeCheckJson(check, appUrl)
  return {
    iss: appUrl,
    sub: json.checkUrl,
    iat: Math.floor(now.getTime() / 1000),
    status: statementStatus(json.state),
    code: json.code,
    checkUrl: json.checkUrl,
    organization: { name: json.organization.name, country: json.organization.country },
    tier: json.tier,
    badge: json.badge,
    approvedAt: json.awardedAt,
    expiresAt: json.expiresAt,
    revokedAt: json.revokedAt,
    revokedReason: json.revokedReason,
  }
}
