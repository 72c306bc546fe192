import { eq } from 'drizzle-orm'
import type { MemberRole } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations, organizations, user } from '../../db/schema/index.ts'
import { hashInvitationToken, isInvitationToken } from './invitation-token.server.ts'

export type InvitationState = 'open' | 'expired' | 'used' | 'withdrawn'

export interface InvitationView {
  id: string
  organizationId: string
  organization: string
  role: MemberRole
  inviter: string | null
  email: string
  expiresAt: Date
  state: InvitationState
}

/** Which of the four states an invitation is in: used and withdrawn come before expired. */
export function invitationState(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): InvitationState {
  if (row.acceptedAt) return 'used'
  if (row.revokedAt) return 'withdrawn'
  return row.expiresAt > now ? 'open' : 'expired'
}

/** The invitation a link's token opens, with its organization and inviter; null for a token that opens none. */
export async function getInvitation(db: Db, token: string, now = new Date()): Promise<InvitationView | null> {
  if (!isInvitationToken(token)) return null
  const [row] = await db
    .select({ invitation: organizationInvitations, organization: organizations.name, inviter: user.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(user, eq(user.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, hashInvitationToken(token)))
  if (!row) return null
  const { invitation } = row
  return {
    id: invitation.id,
    organizationId: invitation.organizationId,
    organization: row.organization,
    role: invitation.role,
    inviter: row.inviter,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    state: invitationState(invitation, now),
  }
}
