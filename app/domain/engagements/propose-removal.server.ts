import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestoneProposals, milestones } from '../../db/schema/index.ts'
import { tellParty } from './escrow-notices.server.ts'

/**
 * The expert proposes removing an unfunded milestone of their active engagement (a mistaken one);
 * the member is told and removes it or declines. One open proposal per milestone: asking again
 * while it is open changes nothing.
 */
export async function proposeRemoval(db: Db, expertUserId: string, milestoneId: string): Promise<'proposed' | 'not-found' | 'not-allowed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ milestone: milestones, engagement: engagements })
      .from(milestones)
      .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(and(eq(milestones.id, milestoneId), eq(experts.userId, expertUserId)))
      .for('update', { of: milestones })
    if (!row) return 'not-found'
    if (row.engagement.status !== 'active' || row.milestone.status !== 'unfunded') return 'not-allowed'
    const [proposal] = await tx
      .insert(milestoneProposals)
      .values({ engagementId: row.engagement.id, kind: 'remove', milestoneId, proposedBy: expertUserId })
      .onConflictDoNothing()
      .returning({ id: milestoneProposals.id })
    if (proposal)
      await tellParty(tx, {
        kind: 'proposedRemove',
        userId: row.engagement.memberId,
        entityId: proposal.id,
        engagementId: row.engagement.id,
        params: { title: row.milestone.title, amountUsd: row.milestone.amountUsd },
      })
    return 'proposed'
  })
}
