import { and, eq } from 'drizzle-orm'
import type { MemberRole } from '../../catalog/team.ts'
import { organizationMembers, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** Someone on a team, with their role: read inside the team's lock, so what is checked is what is changed. */
export async function teamMember(tx: Tx, organizationId: string, userId: string): Promise<{ id: string; name: string; role: MemberRole } | null> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
  return row ?? null
}

/** The acting member as the team's operations take them. */
export interface TeamActor {
  id: string
  name: string
  organizationId: string
}
