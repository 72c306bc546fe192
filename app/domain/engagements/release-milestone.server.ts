import type { Db } from '../../db/client.server.ts'
import { moveMilestone } from './move-milestone.server.ts'

/** The member releases a funded or delivered milestone's money to the expert: a payout is created with it. */
export async function releaseMilestone(db: Db, memberId: string, milestoneId: string, payoutProvider: string) {
  return db.transaction((tx) => moveMilestone(tx, { milestoneId, move: 'release', actor: { kind: 'member', userId: memberId }, payoutProvider }))
}
