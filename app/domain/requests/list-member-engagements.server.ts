import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, projectRequests, user } from '../../db/schema/index.ts'

/** The member's engagements, newest first, with the expert and the request they came from. */
export async function listMemberEngagements(db: Db, memberId: string, limit = 20) {
  const rows = await db
    .select({ id: engagements.id, status: engagements.status, createdAt: engagements.createdAt, projectTitle: projectRequests.projectTitle, expertName: user.name })
    .from(engagements)
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .innerJoin(experts, eq(experts.id, engagements.expertId))
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(engagements.memberId, memberId))
    .orderBy(desc(engagements.createdAt))
    .limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
