import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm'
import { expertTierHas, type ExpertTierId } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { expertDailyCounts, expertPayouts, experts, projectRequests } from '../../db/schema/index.ts'
import { type MembershipStage, membershipStage } from '../experts/membership.ts'
import { lastMonths } from './analytics-day.ts'

/** How many months the analytics page shows, the current one last. */
export const ANALYTICS_MONTHS = 12

export interface AnalyticsMonth {
  /** 'YYYY-MM', a UTC month. */
  month: string
  profileViews: number
  searchAppearances: number
  /** Project requests addressed to the expert by name, by the month they were sent. */
  contactRequests: number
  /** Of those, decided in this month: accepted and declined. */
  accepted: number
  declined: number
  /** Payouts sent to the expert this month, USD. */
  earningsUsd: number
}

export type ExpertAnalytics =
  /** A membership in force at a tier with analytics (Pro, Elite). */
  | { kind: 'analytics'; tier: ExpertTierId; months: AnalyticsMonth[] }
  /** An expert without it: Basic, or no membership in force. Nothing is read. */
  | { kind: 'locked'; tier: ExpertTierId; stage: MembershipStage }

/** 'YYYY-MM' of a timestamp column, in UTC whatever the session's time zone. */
const monthOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`

/**
 * The analytics of the expert who is `userId` (only their own: the expert is found by the signed-in
 * user, never by an id from the request), the last ANALYTICS_MONTHS UTC months by month. Null when
 * the user never applied. Shown only with a membership in force at a tier that has `analytics`
 * (app/catalog/expert-membership.ts); counting goes on for every expert, so an expert who upgrades
 * sees the months before too.
 */
export async function getExpertAnalytics(db: Db, userId: string, now = new Date()): Promise<ExpertAnalytics | null> {
  const [expert] = await db
    .select({
      id: experts.id,
      tier: experts.membershipTier,
      applicationStatus: experts.applicationStatus,
      membershipStatus: experts.membershipStatus,
      membershipExpiresAt: experts.membershipExpiresAt,
    })
    .from(experts)
    .where(eq(experts.userId, userId))
  if (!expert) return null
  const stage = membershipStage(expert, now)
  if (stage !== 'active' || !expertTierHas(expert.tier, 'analytics')) return { kind: 'locked', tier: expert.tier, stage }

  const months = lastMonths(now, ANALYTICS_MONTHS)
  const first = `${months[0]}-01`
  const since = new Date(`${first}T00:00:00Z`)
  const requestMonth = monthOf(projectRequests.createdAt)
  const decidedMonth = monthOf(projectRequests.decidedAt)
  const paidMonth = monthOf(expertPayouts.sentAt)
  const countMonth = sql<string>`to_char(${expertDailyCounts.day}, 'YYYY-MM')`
  const [counts, requests, decisions, payouts] = await Promise.all([
    db
      .select({ month: countMonth, views: sum(expertDailyCounts.profileViews).mapWith(Number), appearances: sum(expertDailyCounts.searchAppearances).mapWith(Number) })
      .from(expertDailyCounts)
      .where(and(eq(expertDailyCounts.expertId, expert.id), gte(expertDailyCounts.day, first)))
      .groupBy(countMonth),
    db
      .select({ month: requestMonth, n: count() })
      .from(projectRequests)
      .where(and(eq(projectRequests.expertId, expert.id), gte(projectRequests.createdAt, since)))
      .groupBy(requestMonth),
    db
      .select({
        month: decidedMonth,
        accepted: sql<number>`count(*) filter (where ${projectRequests.status} = 'accepted')`.mapWith(Number),
        declined: sql<number>`count(*) filter (where ${projectRequests.status} = 'declined')`.mapWith(Number),
      })
      .from(projectRequests)
      .where(and(eq(projectRequests.expertId, expert.id), inArray(projectRequests.status, ['accepted', 'declined']), gte(projectRequests.decidedAt, since)))
      .groupBy(decidedMonth),
    db
      .select({ month: paidMonth, total: sum(expertPayouts.amountUsd).mapWith(Number) })
      .from(expertPayouts)
      .where(and(eq(expertPayouts.expertId, expert.id), eq(expertPayouts.status, 'sent'), gte(expertPayouts.sentAt, since)))
      .groupBy(paidMonth),
  ])
  const byMonth = <T extends { month: string }>(rows: T[]) => new Map(rows.map((r) => [r.month, r]))
  const [c, r, d, p] = [byMonth(counts), byMonth(requests), byMonth(decisions), byMonth(payouts)]
  return {
    kind: 'analytics',
    tier: expert.tier,
    months: months.map((month) => ({
      month,
      profileViews: c.get(month)?.views ?? 0,
      searchAppearances: c.get(month)?.appearances ?? 0,
      contactRequests: r.get(month)?.n ?? 0,
      accepted: d.get(month)?.accepted ?? 0,
      declined: d.get(month)?.declined ?? 0,
      earningsUsd: p.get(month)?.total ?? 0,
    })),
  }
}
