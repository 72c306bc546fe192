import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertPortfolio, expertStats, reviews } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/**
 * Recomputes an expert's expert_stats from what they are derived from, in one place: the
 * rating and review count from members' reviews; completed projects from completed engagements;
 * total projects = completed engagements + portfolio entries; the success rate from portfolio
 * outcomes and engagements' grant outcomes; the funding secured from successful portfolio grants and
 * engagements' secured funding. Called after a review, a completion or an outcome (and by whatever
 * changes the portfolio); run it in the transaction of that change.
 */
export async function recomputeExpertStats(tx: Tx | Db, expertId: string) {
  const [rating] = await tx
    .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
    .where(and(eq(engagements.expertId, expertId), eq(reviews.authorRole, 'member')))
  const [work] = await tx
    .select({
      completed: sql<number>`count(*) filter (where ${engagements.status} = 'completed')::int`,
      known: sql<number>`count(*) filter (where ${engagements.grantWon} is not null)::int`,
      won: sql<number>`count(*) filter (where ${engagements.grantWon})::int`,
      secured: sql<number>`coalesce(sum(${engagements.fundingSecured}) filter (where ${engagements.grantWon}), 0)::int`,
    })
    .from(engagements)
    .where(eq(engagements.expertId, expertId))
  const [portfolio] = await tx
    .select({
      entries: sql<number>`count(*)::int`,
      won: sql<number>`count(*) filter (where ${expertPortfolio.wasSuccessful})::int`,
      secured: sql<number>`coalesce(sum(${expertPortfolio.grantAmount}) filter (where ${expertPortfolio.wasSuccessful}), 0)::bigint`,
    })
    .from(expertPortfolio)
    .where(eq(expertPortfolio.expertId, expertId))
  const known = work.known + portfolio.entries
  const won = work.won + portfolio.won
  const stats = {
    averageRating: rating.average === null ? 0 : Math.round(Number(rating.average) * 100) / 100,
    reviewCount: rating.count,
    completedProjects: work.completed,
    totalProjects: work.completed + portfolio.entries,
    successRate: known ? Math.round((won / known) * 100) : 0,
    // The column is a 32-bit integer: a sum beyond it is held at its largest value.
    totalFundingSecured: Math.min(Number(work.secured) + Number(portfolio.secured), 2_147_483_647),
    updatedAt: new Date(),
  }
  await tx
    .insert(expertStats)
    .values({ expertId, ...stats })
    .onConflictDoUpdate({ target: expertStats.expertId, set: stats })
  return stats
}
