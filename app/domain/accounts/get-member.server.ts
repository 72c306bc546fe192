import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, profiles, user, userRoles } from '../../db/schema/index.ts'
import { setupNewMember } from './setup-new-member.server.ts'

export interface Member {
  id: string
  name: string
  email: string
  isAdmin: boolean
  organization: { id: string; name: string; plan: string }
  theme: 'light' | 'dark' | 'system'
}

/** Loads what every page needs about the signed-in member in one query. */
export async function getMember(db: Db, userId: string): Promise<Member | null> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      orgId: organizations.id,
      orgName: organizations.name,
      plan: organizations.plan,
      theme: profiles.theme,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .where(eq(user.id, userId))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  if (!row.orgId || !row.theme) {
    // Set-up runs after sign-up commits; repair a member whose set-up was interrupted.
    await setupNewMember(db, { id: row.id, name: row.name })
    return getMember(db, userId)
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.role === 'admin',
    organization: { id: row.orgId, name: row.orgName!, plan: row.plan! },
    theme: row.theme,
  }
}
