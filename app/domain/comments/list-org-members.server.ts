import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** The organization's members (name order), whom an application can be assigned to and a comment can mention. */
export async function listOrgMembers(db: Tx | Db, orgId: string) {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, orgId))
    .orderBy(asc(user.name), asc(user.id))
}
export type OrgMember = Awaited<ReturnType<typeof listOrgMembers>>[number]
