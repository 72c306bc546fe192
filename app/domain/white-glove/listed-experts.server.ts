import { and, asc, eq, gt, or, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** An expert the directory lists: approved, with a membership active and not past its year. */
export const listedExpert = (now: Date) =>
  and(eq(experts.applicationStatus, 'approved'), eq(experts.membershipStatus, 'active'), or(isNull(experts.membershipExpiresAt), gt(experts.membershipExpiresAt, now)))

/** The experts an admin may assign, by name. */
export async function listAssignableExperts(db: Db | Tx, now = new Date()) {
  return db
    .select({ id: experts.id, userId: experts.userId, name: user.name, title: experts.professionalTitle })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(listedExpert(now))
    .orderBy(asc(user.name))
}
