import { and, count, desc, eq, gte, lt, ne } from 'drizzle-orm'
import { ELITE_REQUEST_ALLOWANCES, ELITE_REQUEST_KINDS, type EliteRequestKind } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { eliteRequests, experts } from '../../db/schema/index.ts'
import { allowanceWindow } from './allowance-window.ts'
import { ELITE_REQUEST_FEATURE, hasEliteFeature } from './elite-access.ts'

/**
 * An expert's Elite requests page: whether their membership has each kind, how many of its
 * allowance are left in the current window and when it renews, and their requests, newest first.
 * Null when the user never applied to be an expert.
 */
export async function getEliteRequests(db: Db, userId: string, now = new Date()) {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, userId))
  if (!expert) return null
  const allowances = await Promise.all(
    ELITE_REQUEST_KINDS.map(async (kind: EliteRequestKind) => {
      const window = allowanceWindow(kind, expert.membershipExpiresAt, now)
      const [{ used }] = await db
        .select({ used: count() })
        .from(eliteRequests)
        .where(
          and(
            eq(eliteRequests.expertId, expert.id),
            eq(eliteRequests.kind, kind),
            ne(eliteRequests.status, 'declined'),
            gte(eliteRequests.createdAt, window.start),
            lt(eliteRequests.createdAt, window.end),
          ),
        )
      const limit = ELITE_REQUEST_ALLOWANCES[kind].count
      return { kind, allowed: hasEliteFeature(expert, ELITE_REQUEST_FEATURE[kind], now), limit, left: Math.max(0, limit - used), renews: window.end.toISOString() }
    }),
  )
  const requests = await db.select().from(eliteRequests).where(eq(eliteRequests.expertId, expert.id)).orderBy(desc(eliteRequests.createdAt))
  return { expert: { id: expert.id, tier: expert.membershipTier }, allowances, requests }
}
