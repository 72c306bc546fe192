import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { organizationMembers } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailRevokedMemberKeys, revokeMemberApiKeys } from '../api/revoke-member-api-keys.server.ts'
import { handOverWhiteGlove } from '../white-glove/hand-over-white-glove.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { lockTeams } from './seats.server.ts'
import { giveSoloOrganization } from './solo-organization.server.ts'
import { type TeamActor, teamMember } from './team-member.server.ts'

/**
 * Leaves the team: anyone but the owner, who transfers ownership first (a team always has an owner).
 * The member gets a one-person organization of their own again; their work stays with the team,
 * and the white-glove requests they asked for pass to the owner. The API keys they created are
 * revoked, and the owner is told.
 * 'owner': refused; null: not in this team (any more).
 */
export async function leaveTeam(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, actor: TeamActor): Promise<'left' | 'owner' | null> {
  const outcome = await services.db.transaction(async (tx) => {
    await lockTeams(tx, actor.organizationId)
    const me = await teamMember(tx, actor.organizationId, actor.id)
    if (!me) return null
    if (me.role === 'owner') return 'owner' as const
    await handOverWhiteGlove(tx, actor.organizationId, actor.id)
    await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, actor.id)))
    await giveSoloOrganization(tx, me)
    const revoked = await revokeMemberApiKeys(tx, { organizationId: actor.organizationId, userId: actor.id, member: me.name, actorId: null, reason: 'member.left' })
    await recordActivity(tx, { organizationId: actor.organizationId, actorId: actor.id, verb: 'member.left', subjectType: 'member', subjectId: actor.id, data: { member: me.name, role: me.role } })
    await recordAudit(tx, { actorId: actor.id, action: 'team.leave', entityType: 'organization', entityId: actor.organizationId, before: { userId: actor.id, role: me.role } })
    return { revoked }
  })
  if (outcome === null || outcome === 'owner') return outcome
  await emailRevokedMemberKeys(services, outcome.revoked)
  return 'left'
}
