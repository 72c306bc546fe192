import type { Db } from '../../db/client.server.ts'
import { moveMilestone } from './move-milestone.server.ts'

/** The expert marks a funded milestone delivered; it releases by itself AUTO_RELEASE_DAYS later unless the member acts. */
export async function deliverMilestone(db: Db, expertUserId: string, milestoneId: string) {
  return db.transaction((tx) => moveMilestone(tx, { milestoneId, move: 'deliver', actor: { kind: 'expert', userId: expertUserId } }))
}
