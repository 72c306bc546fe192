import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, milestones } from '../../db/schema/index.ts'
import { tellParty } from './escrow-notices.server.ts'
import type { MilestoneInput } from './engagement-forms.schema.ts'

/** An engagement holds at most this many milestones (removed ones do not count). */
export const MILESTONES_PER_ENGAGEMENT = 50

/** The engagement's milestones that count toward MILESTONES_PER_ENGAGEMENT: all but those removed. */
export function countedMilestones(engagementId: string) {
  return and(eq(milestones.engagementId, engagementId), ne(milestones.status, 'removed'))
}

/**
 * The member adds a milestone (title, fixed price in whole dollars, due date) to their active
 * engagement; it starts unfunded and the expert is told. The same milestone sent twice while it is
 * still unfunded is added once (ADR 010). `not-active` once the engagement is over.
 */
export async function addMilestone(db: Db, memberId: string, engagementId: string, input: MilestoneInput): Promise<'added' | 'not-found' | 'not-active' | 'too-many'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ engagement: engagements, expertUserId: experts.userId })
      .from(engagements)
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(and(eq(engagements.id, engagementId), eq(engagements.memberId, memberId)))
      .for('update', { of: engagements })
    if (!row) return 'not-found'
    if (row.engagement.status !== 'active') return 'not-active'
    // A double click (or a form posted twice) adds one milestone: the same one still unfunded is it.
    const [same] = await tx
      .select({ id: milestones.id })
      .from(milestones)
      .where(
        and(
          eq(milestones.engagementId, engagementId),
          eq(milestones.status, 'unfunded'),
          eq(milestones.title, input.title),
          eq(milestones.amountUsd, input.amountUsd),
          input.dueDate ? eq(milestones.dueDate, input.dueDate) : isNull(milestones.dueDate),
        ),
      )
    if (same) return 'added'
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(milestones).where(countedMilestones(engagementId))
    if (count.n >= MILESTONES_PER_ENGAGEMENT) return 'too-many'
    const [milestone] = await tx.insert(milestones).values({ engagementId, title: input.title, amountUsd: input.amountUsd, dueDate: input.dueDate }).returning()
    await tellParty(tx, { kind: 'added', userId: row.expertUserId, entityId: milestone.id, engagementId, params: { title: milestone.title, amountUsd: milestone.amountUsd } })
    return 'added'
  })
}
