import { and, desc, eq } from 'drizzle-orm'
import { tierById, type VerificationTierId } from '../../catalog/verification.ts'
import type { BadgeId } from '../../catalog/badges.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'
import { checkedItems, type CheckedItems } from '../verification/checked-items.ts'

export interface InForceBadge {
  tier: VerificationTierId
  badge: BadgeId
  awardedAt: string
  expiresAt: string | null
  /** The stored check code (no dashes); null only for a badge approved before codes existed and not yet backfilled. */
  checkCode: string | null
  /** What was actually checked for this organization (issue 23). */
  checks: CheckedItems
}

/** The organization's badge in force (the latest approval, as getMember shows it), or null. */
export async function getInForceBadge(db: Db, organizationId: string): Promise<InForceBadge | null> {
  const [row] = await db
    .select({
      tier: organizationVerifications.verificationTier,
      decidedAt: organizationVerifications.decidedAt,
      createdAt: organizationVerifications.createdAt,
      expiresAt: organizationVerifications.expiresAt,
      checkCode: organizationVerifications.checkCode,
      digitalChecks: organizationVerifications.digitalChecks,
      groundCheckBy: organizationVerifications.groundCheckBy,
      groundCheckNotes: organizationVerifications.groundCheckNotes,
      decidedBy: organizationVerifications.decidedBy,
      screenedAt: organizationVerifications.screenedAt,
      suspendedAt: organizationVerifications.suspendedAt,
    })
    .from(organizationVerifications)
    .where(and(eq(organizationVerifications.organizationId, organizationId), badgeInForce()))
    .orderBy(desc(organizationVerifications.decidedAt))
    .limit(1)
  if (!row) return null
  return {
    tier: row.tier,
    badge: tierById(row.tier)!.badge,
    awardedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    checkCode: row.checkCode,
    checks: checkedItems(row),
  }
}
