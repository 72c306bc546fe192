import { and, eq, isNull, gt, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { experts, featuredWeightOf } from '../../db/schema/index.ts'

/**
 * Who appears in the public directory, on a profile and behind a photo (spec §4: "only approved
 * and active experts"): the application is approved and the membership is active and not past its
 * end. membership_expires_at is null only for a membership granted without an end (the demo seed,
 * or an admin's approval before payments existed): such a membership counts as active until the
 * membership status itself changes. The expiry check here does not wait for the nightly job that
 * marks a lapsed membership `expired`: a profile is hidden the moment its year ends.
 */
export function listedExpertCondition(now: Date = new Date()): SQL {
  return and(eq(experts.applicationStatus, 'approved'), eq(experts.membershipStatus, 'active'), membershipNotEnded(experts.membershipExpiresAt, now))!
}

/** A membership not past its end (none: granted without one), on experts or on the directory's copy (expert_listings). */
export function membershipNotEnded(expiresAt: AnyPgColumn, now: Date): SQL {
  return or(isNull(expiresAt), gt(expiresAt, now))!
}

/** Featured placement (spec §9) of an expert: the weight that sorts the featured tiers first (featuredWeightOf). */
export const featuredWeight = (): SQL<number> => featuredWeightOf(experts.membershipTier)
