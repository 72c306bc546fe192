import { and, asc, count, eq, inArray, isNull, notExists } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestones, notifications, projectRequests, reviews } from '../../db/schema/index.ts'
import { shownTitle } from '../requests/shown-title.ts'

const SHOWN = 10

/** Milestones of a party's engagements in the given statuses, oldest first, with the engagement's project. */
async function milestonesIn(db: Db, party: { memberId: string } | { expertId: string }, statuses: ('unfunded' | 'funded' | 'delivered')[]) {
  const rows = await db
    .select({
      id: milestones.id,
      engagementId: milestones.engagementId,
      title: milestones.title,
      amountUsd: milestones.amountUsd,
      status: milestones.status,
      autoReleaseAt: milestones.autoReleaseAt,
      project: projectRequests.projectTitle,
    })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .where(and('memberId' in party ? eq(engagements.memberId, party.memberId) : eq(engagements.expertId, party.expertId), eq(engagements.status, 'active'), inArray(milestones.status, statuses)))
    .orderBy(asc(milestones.createdAt))
    .limit(SHOWN * 3)
  return rows.map((r) => ({
    ...r,
    project: shownTitle({ projectTitle: r.project, status: 'accepted' }),
    autoReleaseAt: r.autoReleaseAt?.toISOString() ?? null,
  }))
}

/**
 * What waits for the member in their grant-expert work (the dashboard's "Grant experts" part):
 * milestones to fund, delivered milestones to release (with the auto-release date), completed
 * engagements they have not reviewed yet, and unread messages about their requests.
 */
export async function memberToDo(db: Db, memberId: string) {
  const [open, toReview, [unread]] = await Promise.all([
    milestonesIn(db, { memberId }, ['unfunded', 'delivered']),
    db
      .select({ id: engagements.id, project: projectRequests.projectTitle })
      .from(engagements)
      .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
      .where(
        and(
          eq(engagements.memberId, memberId),
          eq(engagements.status, 'completed'),
          notExists(
            db
              .select({ id: reviews.id })
              .from(reviews)
              .where(and(eq(reviews.engagementId, engagements.id), eq(reviews.authorRole, 'member'))),
          ),
        ),
      )
      .limit(SHOWN),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.messageId, 'requests.notification.message'), isNull(notifications.readAt))),
  ])
  return {
    toFund: open.filter((m) => m.status === 'unfunded').slice(0, SHOWN),
    toRelease: open.filter((m) => m.status === 'delivered').slice(0, SHOWN),
    toReview: toReview.map((e) => ({ id: e.id, project: shownTitle({ projectTitle: e.project, status: 'accepted' }) })),
    unreadMessages: unread?.n ?? 0,
  }
}

/** What waits for the expert: funded milestones to deliver, and delivered ones awaiting the member's release. */
export async function expertToDo(db: Db, userId: string) {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return { toDeliver: [], awaitingRelease: [] }
  const rows = await milestonesIn(db, { expertId: expert.id }, ['funded', 'delivered'])
  return {
    toDeliver: rows.filter((m) => m.status === 'funded').slice(0, SHOWN),
    awaitingRelease: rows.filter((m) => m.status === 'delivered').slice(0, SHOWN),
  }
}
