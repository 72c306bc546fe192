import { and, desc, eq, inArray, sum } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertPayouts, experts, milestones, projectRequests, reviews, user } from '../../db/schema/index.ts'
import { expertToDo } from '../engagements/what-needs-doing.server.ts'
import { membershipStage } from '../experts/membership.ts'
import { listExpertInbox } from './list-requests.server.ts'
import { shownTitle } from './shown-title.ts'

const RECENT = 20

/**
 * The expert's workspace: membership stage, open requests waiting in the inbox, funded milestones
 * to deliver and delivered ones awaiting release, engagements, earnings
 * (payouts sent) and money held in escrow for them (milestones funded or delivered, not yet
 * released), and the reviews members wrote. Null when the user never applied.
 */
export async function getExpertWorkspace(db: Db, userId: string, now = new Date()) {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, userId))
  if (!expert) return null
  const [inbox, toDo, engagementRows, [paid], [escrow], reviewRows] = await Promise.all([
    listExpertInbox(db, userId, now),
    expertToDo(db, userId),
    db
      .select({ id: engagements.id, status: engagements.status, createdAt: engagements.createdAt, projectTitle: projectRequests.projectTitle, memberName: user.name })
      .from(engagements)
      .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
      .innerJoin(user, eq(user.id, engagements.memberId))
      .where(eq(engagements.expertId, expert.id))
      .orderBy(desc(engagements.createdAt))
      .limit(RECENT),
    db
      .select({ total: sum(expertPayouts.amountUsd).mapWith(Number) })
      .from(expertPayouts)
      .where(and(eq(expertPayouts.expertId, expert.id), eq(expertPayouts.status, 'sent'))),
    db
      .select({ total: sum(milestones.amountUsd).mapWith(Number) })
      .from(milestones)
      .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
      .where(and(eq(engagements.expertId, expert.id), inArray(milestones.status, ['funded', 'delivered']))),
    db
      .select({ id: reviews.id, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt, authorName: user.name })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .leftJoin(user, eq(user.id, reviews.authorId))
      .where(and(eq(engagements.expertId, expert.id), eq(reviews.authorRole, 'member')))
      .orderBy(desc(reviews.createdAt))
      .limit(RECENT),
  ])
  return {
    expert: {
      id: expert.id,
      stage: membershipStage(expert),
      membershipTier: expert.membershipTier,
      membershipExpiresAt: expert.membershipExpiresAt?.toISOString() ?? null,
      title: expert.professionalTitle,
    },
    openRequests: inbox?.openCount ?? 0,
    toDeliver: toDo.toDeliver,
    awaitingRelease: toDo.awaitingRelease,
    engagements: engagementRows.map((e) => ({ ...e, projectTitle: shownTitle({ projectTitle: e.projectTitle, status: 'accepted' }), createdAt: e.createdAt.toISOString() })),
    earnings: { paidUsd: paid?.total ?? 0, inEscrowUsd: escrow?.total ?? 0 },
    reviews: reviewRows.map((r) => ({ ...r, authorName: r.authorName ?? '', createdAt: r.createdAt.toISOString() })),
  }
}
