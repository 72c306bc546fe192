import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, experts, organizations, priorityRequests, projectRequests, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { featuredWeight, listedExpertCondition } from '../experts/listed.server.ts'

/** How many experts staff may pick from for one request, and how many closed cases the page keeps. */
const CANDIDATES = 50
const CLOSED_SHOWN = 20

/**
 * The listed experts staff may assign or contact about a request: those of its sector (for a
 * request asked of one expert, of that expert's sectors), Elite and Pro first, never the member.
 */
export async function candidateExperts(db: Db | Tx, request: { sector: string | null; expertId: string | null; grantSeekerId: string }, now = new Date()) {
  const sectors = request.sector
    ? [request.sector]
    : request.expertId
      ? (await db.select({ sector: expertExpertise.sector }).from(expertExpertise).where(eq(expertExpertise.expertId, request.expertId))).map((r) => r.sector)
      : []
  if (sectors.length === 0) return []
  return db
    .selectDistinct({ id: experts.id, userId: experts.userId, name: user.name, tier: experts.membershipTier, weight: featuredWeight() })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .innerJoin(expertExpertise, eq(expertExpertise.expertId, experts.id))
    .where(and(listedExpertCondition(now), inArray(expertExpertise.sector, sectors), ne(experts.userId, request.grantSeekerId)))
    .orderBy(desc(featuredWeight()), asc(user.name))
    .limit(CANDIDATES)
}

/** Staff's queue: escalated priority requests not closed (oldest first), with the candidates for each, and the latest closed ones. */
export async function listPriorityQueue(db: Db, now = new Date()) {
  const asked = sql<string | null>`(select u.name from experts e join "user" u on u.id = e.user_id where e.id = ${projectRequests.expertId})`
  const assigned = sql<string | null>`(select u.name from experts e join "user" u on u.id = e.user_id where e.id = ${priorityRequests.assignedExpertId})`
  const base = db
    .select({
      id: projectRequests.id,
      projectTitle: projectRequests.projectTitle,
      status: projectRequests.status,
      sector: projectRequests.sector,
      expertId: projectRequests.expertId,
      grantSeekerId: projectRequests.grantSeekerId,
      createdAt: projectRequests.createdAt,
      memberName: user.name,
      memberEmail: user.email,
      organization: organizations.name,
      answerBy: priorityRequests.answerBy,
      escalatedAt: priorityRequests.escalatedAt,
      assignedAt: priorityRequests.assignedAt,
      closedAt: priorityRequests.closedAt,
      askedName: asked,
      assignedName: assigned,
    })
    .from(priorityRequests)
    .innerJoin(projectRequests, eq(projectRequests.id, priorityRequests.requestId))
    .innerJoin(user, eq(user.id, projectRequests.grantSeekerId))
    .leftJoin(organizations, eq(organizations.id, projectRequests.organizationId))
  const open = await base.where(and(isNotNull(priorityRequests.escalatedAt), isNull(priorityRequests.closedAt))).orderBy(asc(priorityRequests.escalatedAt))
  const closed = await db
    .select({ id: projectRequests.id, projectTitle: projectRequests.projectTitle, status: projectRequests.status, closedAt: priorityRequests.closedAt, organization: organizations.name })
    .from(priorityRequests)
    .innerJoin(projectRequests, eq(projectRequests.id, priorityRequests.requestId))
    .leftJoin(organizations, eq(organizations.id, projectRequests.organizationId))
    .where(isNotNull(priorityRequests.closedAt))
    .orderBy(desc(priorityRequests.closedAt))
    .limit(CLOSED_SHOWN)
  const withCandidates = await Promise.all(open.map(async (r) => ({ ...r, candidates: r.status === 'open' ? await candidateExperts(db, r, now) : [] })))
  return { open: withCandidates, closed }
}
