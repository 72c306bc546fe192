import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestoneProposals, milestones } from '../../db/schema/index.ts'
import { countedMilestones, MILESTONES_PER_ENGAGEMENT } from './add-milestone.server.ts'
import type { MilestoneInput } from './engagement-forms.schema.ts'
import { tellParty } from './escrow-notices.server.ts'

/**
 * The expert proposes a milestone (title, fixed price, due date) on their active engagement; the
 * member is told, and accepts it (it becomes an unfunded milestone they then fund) or declines it.
 * The same proposal sent twice while open is made once (ADR 010).
 */
export async function proposeMilestone(db: Db, expertUserId: string, engagementId: string, input: MilestoneInput): Promise<'proposed' | 'not-found' | 'not-active' | 'too-many'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ engagement: engagements })
      .from(engagements)
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(and(eq(engagements.id, engagementId), eq(experts.userId, expertUserId)))
      .for('update', { of: engagements })
    if (!row) return 'not-found'
    if (row.engagement.status !== 'active') return 'not-active'
    const [same] = await tx
      .select({ id: milestoneProposals.id })
      .from(milestoneProposals)
      .where(
        and(
          eq(milestoneProposals.engagementId, engagementId),
          eq(milestoneProposals.kind, 'add'),
          eq(milestoneProposals.status, 'open'),
          eq(milestoneProposals.title, input.title),
          eq(milestoneProposals.amountUsd, input.amountUsd),
          input.dueDate ? eq(milestoneProposals.dueDate, input.dueDate) : isNull(milestoneProposals.dueDate),
        ),
      )
    if (same) return 'proposed'
    // Milestones and open proposals together stay within what an engagement holds.
    const [count] = await tx
      .select({ n: sql<number>`(select count(*) from ${milestones} where ${countedMilestones(engagementId)})::int + count(*)::int` })
      .from(milestoneProposals)
      .where(and(eq(milestoneProposals.engagementId, engagementId), eq(milestoneProposals.kind, 'add'), eq(milestoneProposals.status, 'open')))
    if (count.n >= MILESTONES_PER_ENGAGEMENT) return 'too-many'
    const [proposal] = await tx
      .insert(milestoneProposals)
      .values({ engagementId, kind: 'add', title: input.title, amountUsd: input.amountUsd, dueDate: input.dueDate, proposedBy: expertUserId })
      .returning()
    await tellParty(tx, { kind: 'proposedAdd', userId: row.engagement.memberId, entityId: proposal.id, engagementId, params: { title: input.title, amountUsd: input.amountUsd } })
    return 'proposed'
  })
}
