import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import { organizationVerifications } from '../../db/schema/index.ts'

/**
 * The condition for a verification whose badge is in force: approved, not revoked, not under review, and not past
 * an expiry a reviewer set (ADR 030). Everything that shows or relies on the badge uses it.
 */
export function badgeInForce(): SQL {
  return and(
    eq(organizationVerifications.verificationStatus, 'approved'),
    isNull(organizationVerifications.revokedAt),
    // A possible sanctions match found after approval holds the badge until a reviewer clears it (ADR 064).
    isNull(organizationVerifications.suspendedAt),
    or(isNull(organizationVerifications.expiresAt), gt(organizationVerifications.expiresAt, sql`now()`)),
  )!
}
