import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { MEMBER_ROLES, type MemberRole } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations, organizationMembers, user } from '../../db/schema/index.ts'

export interface TeamMemberRow {
  id: string
  name: string
  email: string
  role: MemberRole
  joinedAt: Date
}

export interface InvitationRow {
  id: string
  email: string
  role: MemberRole
  inviter: string | null
  expiresAt: Date
  createdAt: Date
}

/** The team's members, owner first then by role and name. */
export async function listTeamMembers(db: Db, organizationId: string): Promise<TeamMemberRow[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: organizationMembers.role, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.id))
  return rows.sort((a, b) => MEMBER_ROLES.indexOf(a.role) - MEMBER_ROLES.indexOf(b.role))
}

/** Invitations neither accepted nor withdrawn, newest first (expired ones too, to resend or withdraw). */
export async function listInvitations(db: Db, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      inviter: user.name,
      expiresAt: organizationInvitations.expiresAt,
      createdAt: organizationInvitations.createdAt,
    })
    .from(organizationInvitations)
    .leftJoin(user, eq(user.id, organizationInvitations.invitedBy))
    .where(and(eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)))
    .orderBy(desc(organizationInvitations.createdAt))
}
