import { and, eq, isNull, gt, or, sql, type SQL } from 'drizzle-orm'
import { EXPERT_TIERS } from '../../catalog/expert-membership.ts'
import { experts } from '../../db/schema/index.ts'

/**
 * Who appears in the public directory, on a profile and behind a photo (spec §4: "only approved
 * and active experts"): the application is approved and the membership is active and not past its
 * end. membership_expires_at is null only for a membership granted without an end (the demo seed,
 * or an admin's approval before payments existed): such a membership counts as active until the
 * membership status itself changes. The expiry check here does not wait for the nightly job that
 * marks a lapsed membership `expired`: a profile is hidden the moment its year ends.
 */
export function listedExpertCondition(now: Date = new Date()): SQL {
  return and(eq(experts.applicationStatus, 'approved'), eq(experts.membershipStatus, 'active'), or(isNull(experts.membershipExpiresAt), gt(experts.membershipExpiresAt, now)))!
}

/**
 * Featured placement (spec §9: Pro "featured placement", Elite "featured on site"): a weight that
 * sorts the featured tiers first, higher rank first (Elite before Pro); 0 for the others.
 */
export function featuredWeight(): SQL<number> {
  const featured = EXPERT_TIERS.filter((tier) => tier.featured)
  if (featured.length === 0) return sql<number>`0`
  return sql<number>`(case ${sql.join(
    featured.map((tier) => sql`when ${experts.membershipTier} = ${sql.raw(`'${tier.id}'`)} then ${sql.raw(String(tier.rank + 1))}`),
    sql` `,
  )} else 0 end)`
}
