import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, milestoneProposals } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { tellParty } from './escrow-notices.server.ts'
import { moveMilestone, type MoveOutcome } from './move-milestone.server.ts'

/**
 * The member removes an unfunded milestone of their active engagement (a mistaken one, or one the
 * expert proposed removing): through the state machine, so a milestone funded a moment ago is
 * refused. An open removal proposal for it is settled as accepted, and the expert is told. When
 * every other milestone is settled, the engagement completes.
 */
export async function removeMilestone(db: Db, memberId: string, milestoneId: string): Promise<MoveOutcome> {
  return db.transaction((tx) => removeInTx(tx, memberId, milestoneId))
}

/** The removal inside the caller's transaction (decide-proposal uses it when the member accepts). */
export async function removeInTx(tx: Tx, memberId: string, milestoneId: string, now = new Date()): Promise<MoveOutcome> {
  const moved = await moveMilestone(tx, { milestoneId, move: 'remove', actor: { kind: 'member', userId: memberId }, now })
  // A completed engagement has no unfunded milestone left, and a canceled one is refused by moveMilestone.
  if (!moved.ok) return moved
  await tx
    .update(milestoneProposals)
    .set({ status: 'accepted', decidedAt: now })
    .where(and(eq(milestoneProposals.milestoneId, milestoneId), eq(milestoneProposals.kind, 'remove'), eq(milestoneProposals.status, 'open')))
  const [expert] = await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, moved.engagement.expertId))
  if (expert)
    await tellParty(tx, {
      kind: 'removed',
      userId: expert.userId,
      entityId: milestoneId,
      engagementId: moved.engagement.id,
      params: { title: moved.milestone.title, amountUsd: moved.milestone.amountUsd },
    })
  return moved
}
