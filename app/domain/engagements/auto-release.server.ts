import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { milestones } from '../../db/schema/index.ts'
import { moveMilestone } from './move-milestone.server.ts'

/**
 * Releases every delivered milestone whose auto-release time has passed, each in its own
 * transaction through the state machine: a milestone disputed meanwhile is frozen and left alone,
 * and one another worker released a moment ago is not released twice (the locked row says so).
 */
export async function autoReleaseDue(db: Db, payoutProvider: string, now = new Date()) {
  const due = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.status, 'delivered'), lte(milestones.autoReleaseAt, now)))
    .limit(500)
  let released = 0
  for (const { id } of due) {
    const moved = await db.transaction((tx) =>
      moveMilestone(tx, { milestoneId: id, move: 'autoRelease', actor: { kind: 'job' }, payoutProvider, now, guard: (m) => m.autoReleaseAt !== null && m.autoReleaseAt <= now }),
    )
    if (moved.ok) released++
  }
  return released
}
