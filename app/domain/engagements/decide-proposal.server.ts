import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestoneProposals, milestones } from '../../db/schema/index.ts'
import { countedMilestones, MILESTONES_PER_ENGAGEMENT } from './add-milestone.server.ts'
import { tellParty } from './escrow-notices.server.ts'
import { removeInTx } from './remove-milestone.server.ts'

export type DecideOutcome = 'accepted' | 'declined' | 'not-found' | 'not-open' | 'not-allowed' | 'too-many'

/**
 * The member accepts or declines the expert's open proposal on their active engagement: accepting
 * a new milestone adds it unfunded (the member funds it next); accepting a removal removes the
 * milestone, if it is still unfunded (and completes the engagement when the rest is settled). The
 * expert is told either way. A proposal decided once is
 * not decided again.
 */
export async function decideProposal(db: Db, memberId: string, proposalId: string, decision: 'accept' | 'decline', now = new Date()): Promise<DecideOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ proposal: milestoneProposals, engagement: engagements, expertUserId: experts.userId })
      .from(milestoneProposals)
      .innerJoin(engagements, eq(engagements.id, milestoneProposals.engagementId))
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(and(eq(milestoneProposals.id, proposalId), eq(engagements.memberId, memberId)))
      // The engagement too, as adding or proposing a milestone does: two decisions at once cannot both
      // pass the milestone limit.
      .for('update', { of: [milestoneProposals, engagements] })
    if (!row) return 'not-found'
    const { proposal, engagement } = row
    if (proposal.status !== 'open') return 'not-open'
    if (engagement.status !== 'active') return 'not-allowed'
    let milestoneId = proposal.milestoneId
    let params = { title: proposal.title ?? '', amountUsd: proposal.amountUsd ?? 0 }
    if (decision === 'accept' && proposal.kind === 'add') {
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(milestones).where(countedMilestones(engagement.id))
      if (count.n >= MILESTONES_PER_ENGAGEMENT) return 'too-many'
      const [made] = await tx
        .insert(milestones)
        .values({ engagementId: engagement.id, title: proposal.title ?? '', amountUsd: proposal.amountUsd ?? 0, dueDate: proposal.dueDate })
        .returning({ id: milestones.id })
      milestoneId = made.id
    }
    if (proposal.kind === 'remove' && milestoneId) {
      const [milestone] = await tx.select({ title: milestones.title, amountUsd: milestones.amountUsd }).from(milestones).where(eq(milestones.id, milestoneId))
      if (milestone) params = milestone
      if (decision === 'accept') {
        const removed = await removeInTx(tx, memberId, milestoneId, now)
        // Funded since it was proposed: it can no longer be removed (a dispute is the way now).
        if (!removed.ok) return 'not-allowed'
      }
    }
    await tx
      .update(milestoneProposals)
      .set({ status: decision === 'accept' ? 'accepted' : 'declined', decidedAt: now, milestoneId })
      .where(eq(milestoneProposals.id, proposal.id))
    // An accepted removal has told the expert already ("milestone removed").
    if (decision === 'accept' && proposal.kind === 'remove') return 'accepted'
    await tellParty(tx, {
      kind: decision === 'accept' ? 'proposalAccepted' : 'proposalDeclined',
      userId: row.expertUserId,
      entityId: proposal.id,
      engagementId: engagement.id,
      params,
    })
    return decision === 'accept' ? 'accepted' : 'declined'
  })
}
