import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, reviews } from '../../db/schema/index.ts'
import { recomputeExpertStats } from '../experts/recompute-expert-stats.server.ts'
import { tellParty } from './escrow-notices.server.ts'

/**
 * A side reviews the other once the engagement is completed: one review per side (a unique index
 * keeps it so under a double submit). The member's review feeds the expert's rating; the other
 * side is told.
 */
export async function leaveReview(db: Db, userId: string, engagementId: string, review: { rating: number; body: string }): Promise<'saved' | 'not-found' | 'not-completed' | 'already-reviewed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ engagement: engagements, expertUserId: experts.userId })
      .from(engagements)
      .innerJoin(experts, eq(experts.id, engagements.expertId))
      .where(eq(engagements.id, engagementId))
      .for('update', { of: engagements })
    if (!row || (userId !== row.engagement.memberId && userId !== row.expertUserId)) return 'not-found'
    if (row.engagement.status !== 'completed') return 'not-completed'
    const role = userId === row.engagement.memberId ? 'member' : 'expert'
    const [saved] = await tx.insert(reviews).values({ engagementId, authorId: userId, authorRole: role, rating: review.rating, body: review.body }).onConflictDoNothing().returning({ id: reviews.id })
    if (!saved) return 'already-reviewed'
    if (role === 'member') await recomputeExpertStats(tx, row.engagement.expertId)
    await tellParty(tx, { kind: 'review', userId: role === 'member' ? row.expertUserId : row.engagement.memberId, entityId: saved.id, engagementId, params: { rating: review.rating } })
    return 'saved'
  })
}
