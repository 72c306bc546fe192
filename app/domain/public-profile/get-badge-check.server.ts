import { eq } from 'drizzle-orm'
import type { BadgeState, RevocationReason } from '../../catalog/badge-check.ts'
import { isRevocationReason } from '../../catalog/badge-check.ts'
import type { BadgeId } from '../../catalog/badges.ts'
import { tierById, type VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { checkedItems, type CheckedItems } from '../verification/checked-items.ts'

export interface BadgeCheck {
  /** The stored code, without dashes. */
  code: string
  organizationName: string
  /** The country the verification checked (ISO code), else the organization's. */
  country: string | null
  tier: VerificationTierId
  badge: BadgeId
  awardedAt: string
  state: BadgeState
  expiresAt: string | null
  revokedAt: string | null
  /** Since when a possible sanctions match has held the badge under review, if it does. */
  suspendedAt: string | null
  /** When the organization and its people were last screened against the sanctions lists. */
  screenedAt: string | null
  /** A category only (app/catalog/badge-check.ts), never the reviewer's words. */
  revokedReason: RevocationReason | null
  /** The public profile's address when the organization publishes one. */
  profileSlug: string | null
  /** What was actually checked for this organization, and the automated checks that did not pass (issue 23). */
  checks: CheckedItems
}

/**
 * What a badge check page says about a code (already normalized): the organization, tier, award
 * date and whether the badge is valid, expired or revoked; null when no approved verification has
 * this code. Public whatever the organization's profile settings: a funder holding the code may check it.
 */
export async function getBadgeCheck(db: Db, code: string, now = new Date()): Promise<BadgeCheck | null> {
  const [row] = await db
    .select({
      status: organizationVerifications.verificationStatus,
      tier: organizationVerifications.verificationTier,
      verifiedCountry: organizationVerifications.country,
      decidedAt: organizationVerifications.decidedAt,
      createdAt: organizationVerifications.createdAt,
      expiresAt: organizationVerifications.expiresAt,
      revokedAt: organizationVerifications.revokedAt,
      revokedReason: organizationVerifications.revokedReason,
      suspendedAt: organizationVerifications.suspendedAt,
      screenedAt: organizationVerifications.screenedAt,
      digitalChecks: organizationVerifications.digitalChecks,
      groundCheckBy: organizationVerifications.groundCheckBy,
      groundCheckNotes: organizationVerifications.groundCheckNotes,
      decidedBy: organizationVerifications.decidedBy,
      name: organizations.name,
      country: organizations.country,
      slug: organizations.slug,
      settings: organizations.publicProfile,
    })
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(eq(organizationVerifications.checkCode, code))
  if (row?.status !== 'approved') return null
  const state: BadgeState = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : row.suspendedAt ? 'under_review' : 'valid'
  return {
    code,
    organizationName: row.name,
    country: row.verifiedCountry ?? row.country,
    tier: row.tier,
    badge: tierById(row.tier)!.badge,
    awardedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    state,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    screenedAt: row.screenedAt?.toISOString() ?? null,
    revokedReason: row.revokedAt ? (isRevocationReason(row.revokedReason) ? row.revokedReason : 'other') : null,
    profileSlug: row.slug && row.settings?.enabled ? row.slug : null,
    checks: checkedItems(row),
  }
}
