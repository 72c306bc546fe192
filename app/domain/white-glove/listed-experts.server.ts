import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'

/** The experts an admin may assign, by name. */
export async function listAssignableExperts(db: Db | Tx, now = new Date()) {
  return db
    .select({ id: experts.id, userId: experts.userId, name: user.name, title: experts.professionalTitle })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(listedExpertCondition(now))
    .orderBy(asc(user.name))
}
