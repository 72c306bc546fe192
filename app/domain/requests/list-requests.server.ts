import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertExpertise, experts, priorityRequests, projectRequests, user } from '../../db/schema/index.ts'
import { displayName } from '../experts/expert-view.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'
import { shownName } from './shown-name.ts'
import { shownTitle } from './shown-title.ts'

const LIST_LIMIT = 100

const summary = {
  id: projectRequests.id,
  projectTitle: projectRequests.projectTitle,
  status: projectRequests.status,
  sector: projectRequests.sector,
  expertId: projectRequests.expertId,
  budgetMin: projectRequests.budgetMin,
  budgetMax: projectRequests.budgetMax,
  deadline: projectRequests.deadline,
  createdAt: projectRequests.createdAt,
  engagementId: engagements.id,
  /** Priority access (ADR 074): when the request should be answered by, for a priority request. */
  answerBy: priorityRequests.answerBy,
  escalatedAt: priorityRequests.escalatedAt,
}
type SummaryRow = { [K in keyof typeof summary]: unknown } & { id: string; projectTitle: string; status: string; createdAt: Date; answerBy: Date | null; escalatedAt: Date | null }

function shown<T extends SummaryRow>(rows: T[]) {
  return rows.map((r) => ({
    ...r,
    projectTitle: shownTitle(r),
    createdAt: r.createdAt.toISOString(),
    // Shown as priority while it waits for an answer; once decided, an ordinary row.
    priority: r.answerBy !== null && r.status === 'open',
    answerBy: r.answerBy?.toISOString() ?? null,
    escalatedAt: r.escalatedAt?.toISOString() ?? null,
  }))
}

/** The requests a member sent, newest first, with the expert asked (or who accepted) and the engagement once accepted. */
export async function listSentRequests(db: Db, memberId: string, limit = LIST_LIMIT) {
  const rows = await db
    .select({ ...summary, expertName: user.name })
    .from(projectRequests)
    .leftJoin(experts, eq(experts.id, sql`coalesce(${projectRequests.acceptedExpertId}, ${projectRequests.expertId})`))
    .leftJoin(user, eq(user.id, experts.userId))
    .leftJoin(engagements, eq(engagements.requestId, projectRequests.id))
    .leftJoin(priorityRequests, eq(priorityRequests.requestId, projectRequests.id))
    .where(eq(projectRequests.grantSeekerId, memberId))
    .orderBy(desc(projectRequests.createdAt))
    .limit(limit)
  return shown(rows).map((r) => ({ ...r, expertName: r.expertName === null ? null : displayName(r.expertName) }))
}

/**
 * An expert's inbox (priority requests still open first, ADR 074): requests sent to them by name (any status) or accepted by them, and, while the
 * expert is listed, the requests still open to a sector of theirs. A request asked by name that is
 * still open shows only while the expert is listed (the member then sees it unanswered). Never their
 * own requests.
 */
export async function listExpertInbox(db: Db, userId: string, now = new Date()) {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return null
  const [listed] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.id, expert.id), listedExpertCondition(now)))
  const sectors = listed ? (await db.selectDistinct({ sector: expertExpertise.sector }).from(expertExpertise).where(eq(expertExpertise.expertId, expert.id))).map((s) => s.sector) : []
  const named = listed ? eq(projectRequests.expertId, expert.id) : and(eq(projectRequests.expertId, expert.id), ne(projectRequests.status, 'open'))
  const mine = or(named, eq(projectRequests.acceptedExpertId, expert.id))!
  const sectorOpen = sectors.length ? and(isNull(projectRequests.expertId), eq(projectRequests.status, 'open'), inArray(projectRequests.sector, sectors)) : undefined
  const rows = await db
    .select({ ...summary, memberName: user.name })
    .from(projectRequests)
    .innerJoin(user, eq(user.id, projectRequests.grantSeekerId))
    .leftJoin(engagements, eq(engagements.requestId, projectRequests.id))
    .leftJoin(priorityRequests, eq(priorityRequests.requestId, projectRequests.id))
    .where(and(sectorOpen ? or(mine, sectorOpen) : mine, ne(projectRequests.grantSeekerId, userId)))
    // Priority requests still open first, soonest answer-by first (ADR 074); then the newest.
    .orderBy(sql`(${priorityRequests.answerBy} is not null and ${projectRequests.status} = 'open') desc`, asc(priorityRequests.answerBy), desc(projectRequests.createdAt))
    .limit(LIST_LIMIT)
  const all = shown(rows).map((r) => ({ ...r, memberName: shownName(r.memberName, r.status) }))
  return {
    direct: all.filter((r) => r.expertId !== null || r.status !== 'open'),
    sector: all.filter((r) => r.expertId === null && r.status === 'open'),
    openCount: all.filter((r) => r.status === 'open').length,
  }
}
