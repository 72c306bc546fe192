import { asc, eq } from 'drizzle-orm'
import type { MemberRole } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** The people on an organization's team, by name: whom a rule may assign or tell. */
export async function listTeamMembers(db: Db | Tx, organizationId: string): Promise<Array<{ id: string; name: string; role: MemberRole }>> {
  return db
    .select({ id: user.id, name: user.name, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.id))
}
