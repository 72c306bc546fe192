import { desc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { eliteRequests, experts, user } from '../../db/schema/index.ts'

const DONE_SHOWN = 50

/** Staff's queue: open requests oldest first, then the latest closed ones, each with the expert's name and email. */
export async function listEliteRequests(db: Db) {
  const base = () =>
    db
      .select({ request: eliteRequests, expertName: user.name, expertEmail: user.email })
      .from(eliteRequests)
      .innerJoin(experts, eq(experts.id, eliteRequests.expertId))
      .innerJoin(user, eq(user.id, experts.userId))
  const [open, closed] = await Promise.all([
    base()
      .where(inArray(eliteRequests.status, ['new', 'scheduled', 'in_progress']))
      .orderBy(eliteRequests.createdAt),
    base()
      .where(notInArray(eliteRequests.status, ['new', 'scheduled', 'in_progress']))
      .orderBy(desc(eliteRequests.updatedAt))
      .limit(DONE_SHOWN),
  ])
  return { open, closed }
}
