import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements } from '../../db/schema/index.ts'
import { recomputeExpertStats } from '../experts/recompute-expert-stats.server.ts'

/** The member records the grant's outcome on a completed engagement (won or not, and the funding secured); the expert's stats follow. */
export async function recordGrantOutcome(db: Db, memberId: string, engagementId: string, outcome: { won: boolean; fundingSecured: number | null }): Promise<'saved' | 'not-found' | 'not-completed'> {
  return db.transaction(async (tx) => {
    const [engagement] = await tx
      .select()
      .from(engagements)
      .where(and(eq(engagements.id, engagementId), eq(engagements.memberId, memberId)))
      .for('update')
    if (!engagement) return 'not-found'
    if (engagement.status !== 'completed') return 'not-completed'
    await tx
      .update(engagements)
      .set({ grantWon: outcome.won, fundingSecured: outcome.won ? outcome.fundingSecured : null })
      .where(eq(engagements.id, engagementId))
    await recomputeExpertStats(tx, engagement.expertId)
    return 'saved'
  })
}
