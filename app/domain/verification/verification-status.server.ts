import { desc, eq } from 'drizzle-orm'
import { tierById, tierName, VERIFICATION_TIER_IDS, type VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { checkoutStarted } from '../payments/payment-records.server.ts'

/** How a tier ranks: Basic 0 … Elite 3. */
export const tierRank = (tier: VerificationTierId) => VERIFICATION_TIER_IDS.indexOf(tier)

/** The one application that decides the member's next step, or null. */
export type CurrentApplication = { id: number; tier: VerificationTierId; tierName: string; state: 'draft' | 'in_review' | 'rejected'; since: string | null }

/**
 * Where an organization stands with verification, computed once on the server for /get-verified
 * and the dashboard alike (issue 9, ADR 016):
 * - `verified`: its approved tier (the latest approval, as its badge shows), or null; `underReviewSince`
 *   when a possible sanctions match holds the badge;
 * - `current`: the open application (a draft or one in review) of a tier above the approved one,
 *   else its latest decision when that was a rejection of such a tier; never an application the
 *   approved tier has made moot (no "Continue your Basic application" beside a Silver badge);
 * - `canApply`: the tiers Apply Now may open, only above the approved one: none while an
 *   application is open (it is the next step), except that an unpaid draft may switch tier.
 */
export async function getVerificationStatus(db: Db, organizationId: string) {
  const rows = await db
    .select({
      id: organizationVerifications.id,
      tier: organizationVerifications.verificationTier,
      status: organizationVerifications.verificationStatus,
      paymentStatus: organizationVerifications.paymentStatus,
      submittedAt: organizationVerifications.submittedAt,
      decidedAt: organizationVerifications.decidedAt,
      createdAt: organizationVerifications.createdAt,
      revokedAt: organizationVerifications.revokedAt,
      expiresAt: organizationVerifications.expiresAt,
      checkCode: organizationVerifications.checkCode,
      suspendedAt: organizationVerifications.suspendedAt,
    })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.organizationId, organizationId))
    .orderBy(desc(organizationVerifications.createdAt), desc(organizationVerifications.id))
  // The latest approval, as the badge beside the member's name shows it (get-member.server.ts).
  // A revoked or expired badge is no longer the organization's (badgeInForce): it may apply again.
  const now = new Date()
  const approved = rows.filter((r) => r.status === 'approved' && !r.revokedAt && (!r.expiresAt || r.expiresAt > now)).sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))[0]
  const verified = approved
    ? {
        tier: approved.tier,
        name: tierName(approved.tier),
        badge: tierById(approved.tier)!.badge,
        at: (approved.decidedAt ?? approved.createdAt).toISOString(),
        checkCode: approved.checkCode,
        // Held while a possible sanctions match waits for a reviewer (ADR 064): still the organization's tier, not in force.
        underReviewSince: approved.suspendedAt?.toISOString() ?? null,
      }
    : null
  const above = rows.filter((r) => !verified || tierRank(r.tier) > tierRank(verified.tier))
  // An application in review comes before a draft: it is what the organization waits for.
  const open = above.find((r) => r.status === 'in_progress') ?? above.find((r) => r.status === 'draft')
  const latest = rows[0]
  const rejected = !open && latest?.status === 'rejected' && above.includes(latest) ? latest : undefined
  const row = open ?? rejected
  const current: CurrentApplication | null = row
    ? {
        id: row.id,
        tier: row.tier,
        tierName: tierName(row.tier),
        state: row.status === 'in_progress' ? 'in_review' : row.status === 'draft' ? 'draft' : 'rejected',
        since: row.status === 'in_progress' ? (row.submittedAt ?? row.createdAt).toISOString() : row.status === 'rejected' ? (row.decidedAt?.toISOString() ?? null) : null,
      }
    : null
  const higher = VERIFICATION_TIER_IDS.filter((id) => !verified || tierRank(id) > tierRank(verified.tier))
  // An unpaid draft whose payment never started may still change tier (ADR 016): the other tiers offer "Switch".
  const switchable = open?.status === 'draft' && open.paymentStatus === 'pending' && !(await checkoutStarted(db, 'verification', String(open.id)))
  const canApply = !open ? higher : switchable ? higher.filter((id) => id !== open.tier) : []
  return { verified, current, canApply }
}

export type VerificationStatus = Awaited<ReturnType<typeof getVerificationStatus>>
