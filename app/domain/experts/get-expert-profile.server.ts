import { and, asc, desc, eq } from 'drizzle-orm'
import type { ExpertAvailability, ExpertTierId } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertExpertise, expertPortfolio, experts, expertStats, reviews, user } from '../../db/schema/index.ts'
import { listedExpertCondition } from './listed.server.ts'

/** Reviews shown on a profile, newest first. */
export const PROFILE_REVIEWS_SHOWN = 20

/**
 * A listed expert's public profile (spec §2 Expert profile, §7 "one grant_writer by id, approved
 * and active"): the profile, stats, expertise, portfolio and the members' reviews. Never the
 * expert's email or phone: contact details are shared only inside an accepted request.
 */
export async function getExpertProfile(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .select({
      id: experts.id,
      userId: experts.userId,
      name: user.name,
      title: experts.professionalTitle,
      bio: experts.bio,
      tier: experts.membershipTier,
      profileImageUrl: experts.profileImageUrl,
      country: experts.country,
      yearsExperience: experts.yearsExperience,
      hourlyRateMin: experts.hourlyRateMin,
      hourlyRateMax: experts.hourlyRateMax,
      languages: experts.languages,
      availability: experts.availabilityStatus,
      averageRating: expertStats.averageRating,
      reviewCount: expertStats.reviewCount,
      completedProjects: expertStats.completedProjects,
      totalProjects: expertStats.totalProjects,
      successRate: expertStats.successRate,
      totalFundingSecured: expertStats.totalFundingSecured,
      isDemo: experts.isDemo,
    })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .leftJoin(expertStats, eq(expertStats.expertId, experts.id))
    .where(and(eq(experts.id, id), listedExpertCondition(now)))
  if (!row) return null
  const [expertise, portfolio, memberReviews] = await Promise.all([
    db
      .select({ id: expertExpertise.id, sector: expertExpertise.sector, grantType: expertExpertise.grantType, geographicFocus: expertExpertise.geographicFocus })
      .from(expertExpertise)
      .where(eq(expertExpertise.expertId, id))
      .orderBy(asc(expertExpertise.sector), asc(expertExpertise.id)),
    db
      .select({
        id: expertPortfolio.id,
        title: expertPortfolio.projectTitle,
        description: expertPortfolio.projectDescription,
        sector: expertPortfolio.sector,
        completionDate: expertPortfolio.completionDate,
        grantAmount: expertPortfolio.grantAmount,
        wasSuccessful: expertPortfolio.wasSuccessful,
      })
      .from(expertPortfolio)
      .where(eq(expertPortfolio.expertId, id))
      .orderBy(desc(expertPortfolio.completionDate), asc(expertPortfolio.id)),
    db
      .select({ id: reviews.id, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt, author: user.name, isDemo: reviews.isDemo })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .leftJoin(user, eq(user.id, reviews.authorId))
      .where(and(eq(engagements.expertId, id), eq(reviews.authorRole, 'member')))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(PROFILE_REVIEWS_SHOWN),
  ])
  return {
    ...row,
    tier: row.tier as ExpertTierId,
    availability: row.availability as ExpertAvailability,
    averageRating: row.averageRating ?? 0,
    reviewCount: row.reviewCount ?? 0,
    completedProjects: row.completedProjects ?? 0,
    totalProjects: row.totalProjects ?? 0,
    successRate: row.successRate ?? 0,
    totalFundingSecured: row.totalFundingSecured ?? 0,
    expertise,
    portfolio,
    reviews: memberReviews,
  }
}
export type ExpertProfile = NonNullable<Awaited<ReturnType<typeof getExpertProfile>>>
