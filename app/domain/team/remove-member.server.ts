import { and, eq } from 'drizzle-orm'
import { outranks } from '../../catalog/team.ts'
import type { AppServices } from '../../context.ts'
import { organizationMembers, organizations } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailRevokedMemberKeys, revokeMemberApiKeys } from '../api/revoke-member-api-keys.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { handOverWhiteGlove } from '../white-glove/hand-over-white-glove.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { lockTeams } from './seats.server.ts'
import { giveSoloOrganization } from './solo-organization.server.ts'
import { type TeamActor, teamMember } from './team-member.server.ts'

/**
 * Removes a member from the actor's team: only someone the actor outranks (so never the owner, and
 * admins only editors and viewers). Their access ends with the transaction: the next request finds
 * them in a new one-person organization of their own, with a notification saying why; what they did
 * stays with the team, and the white-glove requests they asked for pass to whoever removed them. The
 * API keys they created are revoked with them, and the owner is told (in the app and by email).
 * null: no such member; false: the actor may not remove them.
 */
export async function removeMember(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, actor: TeamActor, userId: string): Promise<boolean | null> {
  const outcome = await services.db.transaction(async (tx) => {
    await lockTeams(tx, actor.organizationId)
    const [me, them] = [await teamMember(tx, actor.organizationId, actor.id), await teamMember(tx, actor.organizationId, userId)]
    if (!them || !me) return null
    if (!outranks(me.role, them.role)) return false
    await handOverWhiteGlove(tx, actor.organizationId, userId, actor.id)
    await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, userId)))
    await giveSoloOrganization(tx, them)
    const revoked = await revokeMemberApiKeys(tx, { organizationId: actor.organizationId, userId, member: them.name, actorId: actor.id, reason: 'member.removed' })
    const [team] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, actor.organizationId))
    await notify(tx, userId, 'notifications.removedFromTeam', { organization: team?.name ?? '' }, '/dashboard')
    await recordActivity(tx, {
      organizationId: actor.organizationId,
      actorId: actor.id,
      verb: 'member.removed',
      subjectType: 'member',
      subjectId: userId,
      data: { member: them.name, role: them.role },
    })
    await recordAudit(tx, { actorId: actor.id, action: 'team.remove', entityType: 'organization', entityId: actor.organizationId, before: { userId, role: them.role } })
    return { revoked }
  })
  if (!outcome) return outcome
  await emailRevokedMemberKeys(services, outcome.revoked)
  return true
}
