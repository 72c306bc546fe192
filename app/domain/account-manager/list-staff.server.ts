import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { user, userRoles } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** The staff an account manager is chosen from: every admin, by name. */
export async function listStaff(db: Db | Tx): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(user.name), asc(user.id))
}
