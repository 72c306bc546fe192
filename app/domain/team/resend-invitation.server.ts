import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations } from '../../db/schema/index.ts'
import { type Inviter, type InviteOutcome, inviteMember } from './invite-member.server.ts'

/**
 * Sends an invitation again: the same address and role, a new link and a new expiry (the old link
 * stops working, since only the new token's hash is kept). The same rules as inviting apply.
 * null: no such invitation in the actor's team that is still waiting (an expired one may be resent).
 */
export async function resendInvitation(db: Db, actor: Inviter, invitationId: string, now = new Date()): Promise<InviteOutcome | null> {
  const [invitation] = await db
    .select({ email: organizationInvitations.email, role: organizationInvitations.role })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.organizationId, actor.organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    )
  if (!invitation) return null
  return inviteMember(db, actor, { email: invitation.email, role: invitation.role }, now)
}
