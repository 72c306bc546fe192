import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestoneDisputes, milestones, projectRequests, user } from '../../db/schema/index.ts'

const expertUser = alias(user, 'expert_user')
const opener = alias(user, 'opener')

function disputeQuery(db: Db) {
  return db
    .select({
      id: milestoneDisputes.id,
      status: milestoneDisputes.status,
      resolution: milestoneDisputes.resolution,
      reason: milestoneDisputes.reason,
      createdAt: milestoneDisputes.createdAt,
      resolvedAt: milestoneDisputes.resolvedAt,
      openedByName: opener.name,
      openedBy: milestoneDisputes.openedBy,
      milestoneId: milestones.id,
      milestoneTitle: milestones.title,
      milestoneStatus: milestones.status,
      amountUsd: milestones.amountUsd,
      expertShareUsd: milestones.expertShareUsd,
      fundedAt: milestones.fundedAt,
      deliveredAt: milestones.deliveredAt,
      engagementId: engagements.id,
      memberId: engagements.memberId,
      expertId: engagements.expertId,
      expertUserId: experts.userId,
      project: projectRequests.projectTitle,
      memberName: user.name,
      expertName: expertUser.name,
    })
    .from(milestoneDisputes)
    .innerJoin(milestones, eq(milestones.id, milestoneDisputes.milestoneId))
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .innerJoin(user, eq(user.id, engagements.memberId))
    .innerJoin(experts, eq(experts.id, engagements.expertId))
    .innerJoin(expertUser, eq(expertUser.id, experts.userId))
    .leftJoin(opener, eq(opener.id, milestoneDisputes.openedBy))
}

/** The admins' queue: open disputes first (oldest first), then the latest resolved. */
export async function listDisputes(db: Db) {
  const open = await disputeQuery(db).where(eq(milestoneDisputes.status, 'open')).orderBy(milestoneDisputes.createdAt).limit(200)
  const resolved = await disputeQuery(db).where(eq(milestoneDisputes.status, 'resolved')).orderBy(desc(milestoneDisputes.resolvedAt)).limit(50)
  return { open, resolved }
}

export async function getDispute(db: Db, disputeId: string) {
  const [row] = await disputeQuery(db).where(eq(milestoneDisputes.id, disputeId))
  return row ?? null
}
