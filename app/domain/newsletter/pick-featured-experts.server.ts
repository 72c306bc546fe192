import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { EXPERT_TIER_IDS, type ExpertTierId, expertTierHas } from '../../catalog/expert-membership.ts'
import { NEWSLETTER_FEATURED_EXPERTS } from '../../catalog/newsletter.ts'
import type { Db } from '../../db/client.server.ts'
import { experts, user } from '../../db/schema/index.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'

export interface FeaturedExpert {
  id: string
  name: string
  title: string
  tier: ExpertTierId
}

/** The tiers whose membership sells "Newsletter feature" (Pro, and Elite which includes it). */
export const newsletterTiers = () => EXPERT_TIER_IDS.filter((tier) => expertTierHas(tier, 'newsletter_feature'))

/**
 * The experts an issue features: listed now (approved, membership in force), of a tier that sells
 * the newsletter feature, real (sample profiles of the demo seed are never mailed to members as if
 * they were people, ADR 040), and not left out by staff. Fair rotation: those featured in the fewest
 * issues sent so far come first, then those featured longest ago, then the earliest members.
 */
export async function pickFeaturedExperts(db: Db, options: { exclude?: readonly string[]; now?: Date; limit?: number } = {}): Promise<FeaturedExpert[]> {
  const tiers = newsletterTiers()
  if (tiers.length === 0) return []
  const times = sql<number>`(select count(*) from newsletter_issues i where i.status <> 'draft' and ${experts.id} = any(i.featured_expert_ids))`
  const last = sql`(select max(i.send_started_at) from newsletter_issues i where i.status <> 'draft' and ${experts.id} = any(i.featured_expert_ids))`
  return db
    .select({ id: experts.id, name: user.name, title: experts.professionalTitle, tier: experts.membershipTier })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(
      and(listedExpertCondition(options.now), inArray(experts.membershipTier, tiers), eq(experts.isDemo, false), options.exclude?.length ? notInArray(experts.id, [...options.exclude]) : undefined),
    )
    .orderBy(asc(times), sql`${last} asc nulls first`, asc(experts.createdAt), asc(experts.id))
    .limit(options.limit ?? NEWSLETTER_FEATURED_EXPERTS)
}

/** The experts an issue sent featured, in the order it listed them (one left since is still named). */
export async function featuredExpertsById(db: Db, ids: readonly string[]): Promise<FeaturedExpert[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: experts.id, name: user.name, title: experts.professionalTitle, tier: experts.membershipTier })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(inArray(experts.id, [...ids]))
  return ids.flatMap((id) => rows.filter((r) => r.id === id))
}
