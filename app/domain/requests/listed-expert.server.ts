import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { displayName } from '../experts/expert-view.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'

/** A listed expert by id with their name and title, or null (unknown, pending, rejected, unpaid or expired). */
export async function findListedExpert(db: Db | Tx, expertId: string, now = new Date()) {
  const [row] = await db
    .select({ id: experts.id, userId: experts.userId, name: user.name, title: experts.professionalTitle })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(and(eq(experts.id, expertId), listedExpertCondition(now)))
  return row ? { ...row, name: displayName(row.name) } : null
}

/** Whether the user has applied to be an expert (any status): the account menu then offers the expert workspace. */
export async function isExpertUser(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  return row !== undefined
}
