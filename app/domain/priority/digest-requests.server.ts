import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { EXPERT_TIER_IDS } from '../../catalog/expert-membership.ts'
import { PRIORITY_DIGEST_MAX_REQUESTS } from '../../catalog/priority.ts'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, experts, priorityDigestSettings, priorityRequests, projectRequests } from '../../db/schema/index.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'
import { dayEnd, dayStart } from './digest-day.ts'
import { toldAtOnce } from './priority-access.ts'

/** The tiers whose experts get the digest: those not told at once. */
export const DIGEST_TIERS = EXPERT_TIER_IDS.filter((tier) => !toldAtOnce(tier))

/**
 * The experts who get a digest for `day`: listed now, of a tier told later (not Pro or Elite), who
 * have not turned the digest off, with at least one request opened to a sector of theirs that day
 * (not their own).
 */
export async function digestRecipients(db: Db, day: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: experts.userId })
    .from(experts)
    .innerJoin(expertExpertise, eq(expertExpertise.expertId, experts.id))
    .innerJoin(projectRequests, and(eq(projectRequests.sector, expertExpertise.sector), isNull(projectRequests.expertId)))
    .leftJoin(priorityDigestSettings, eq(priorityDigestSettings.userId, experts.userId))
    .where(
      and(
        listedExpertCondition(now),
        inArray(experts.membershipTier, DIGEST_TIERS),
        isNull(priorityDigestSettings.digestOffAt),
        gte(projectRequests.createdAt, dayStart(day)),
        lt(projectRequests.createdAt, dayEnd(day)),
        ne(projectRequests.grantSeekerId, experts.userId),
      ),
    )
  return rows.map((r) => r.userId)
}

/** The requests one expert's digest of `day` lists: opened that day to a sector of theirs, still open, not their own; priority ones first. */
export async function digestRequestsFor(db: Db, userId: string, day: string) {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return []
  const sectors = (await db.select({ sector: expertExpertise.sector }).from(expertExpertise).where(eq(expertExpertise.expertId, expert.id))).map((r) => r.sector)
  if (sectors.length === 0) return []
  return db
    .select({ id: projectRequests.id, projectTitle: projectRequests.projectTitle, sector: projectRequests.sector, deadline: projectRequests.deadline, answerBy: priorityRequests.answerBy })
    .from(projectRequests)
    .leftJoin(priorityRequests, eq(priorityRequests.requestId, projectRequests.id))
    .where(
      and(
        isNull(projectRequests.expertId),
        eq(projectRequests.status, 'open'),
        inArray(projectRequests.sector, sectors),
        gte(projectRequests.createdAt, dayStart(day)),
        lt(projectRequests.createdAt, dayEnd(day)),
        ne(projectRequests.grantSeekerId, userId),
      ),
    )
    .orderBy(sql`${priorityRequests.answerBy} is null`, asc(projectRequests.createdAt))
    .limit(PRIORITY_DIGEST_MAX_REQUESTS)
}
