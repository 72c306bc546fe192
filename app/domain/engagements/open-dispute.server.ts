import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestoneDisputes, milestones } from '../../db/schema/index.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { tellParty } from './escrow-notices.server.ts'
import { moveMilestone } from './move-milestone.server.ts'

/**
 * Either side disputes a funded or delivered milestone, with a reason: the milestone is frozen (no
 * release, no auto-release) and waits in the admins' queue; the other side and every admin are told.
 */
export async function openDispute(db: Db, userId: string, milestoneId: string, reason: string) {
  return db.transaction(async (tx) => {
    const [sides] = await tx
      .select({ memberId: engagements.memberId, expertUserId: experts.userId, engagementId: engagements.id })
      .from(milestones)
      .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(eq(milestones.id, milestoneId))
    if (!sides || (userId !== sides.memberId && userId !== sides.expertUserId)) return { ok: false as const, reason: 'not-found' as const }
    const kind = userId === sides.memberId ? 'member' : 'expert'
    const moved = await moveMilestone(tx, { milestoneId, move: 'dispute', actor: { kind, userId } })
    if (!moved.ok) return moved
    const [dispute] = await tx.insert(milestoneDisputes).values({ milestoneId, openedBy: userId, reason }).returning({ id: milestoneDisputes.id })
    await tellParty(tx, {
      kind: 'disputed',
      userId: kind === 'member' ? sides.expertUserId : sides.memberId,
      entityId: milestoneId,
      engagementId: sides.engagementId,
      params: { title: moved.milestone.title, amountUsd: moved.milestone.amountUsd },
    })
    await notifyAdmins(tx, 'requests.notification.adminDispute', { title: moved.milestone.title }, `/admin/disputes/${dispute.id}`)
    return { ok: true as const, disputeId: dispute.id }
  })
}
