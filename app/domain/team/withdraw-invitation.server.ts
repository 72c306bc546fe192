import { and, eq, isNull } from 'drizzle-orm'
import { outranks } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import type { Inviter } from './invite-member.server.ts'

/**
 * Withdraws an open invitation of the actor's team (its link then answers "withdrawn"), if it gives
 * a role below the actor's own. null: no such open invitation in this team (another team's is as
 * unknown as a missing one); false: the actor may not withdraw it.
 */
export async function withdrawInvitation(db: Db, actor: Inviter, invitationId: string, now = new Date()): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ role: organizationInvitations.role })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.id, invitationId),
          eq(organizationInvitations.organizationId, actor.organizationId),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      )
      .for('update')
    if (!invitation) return null
    if (!outranks(actor.role, invitation.role)) return false
    await tx.update(organizationInvitations).set({ revokedAt: now }).where(eq(organizationInvitations.id, invitationId))
    await recordAudit(tx, { actorId: actor.id, action: 'team.withdraw', entityType: 'organization', entityId: actor.organizationId, after: { invitationId } })
    return true
  })
}
