import { and, eq } from 'drizzle-orm'
import { can, outranks } from '../../catalog/team.ts'
import type { AppServices } from '../../context.ts'
import { organizationMembers } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailRevokedMemberKeys, type RevokedMemberKeys, revokeMemberApiKeys } from '../api/revoke-member-api-keys.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { lockTeams } from './seats.server.ts'
import { roleSchema, type TeamOutcome, teamErrors } from './team.schema.server.ts'
import { type TeamActor, teamMember } from './team-member.server.ts'

/**
 * Gives a member another role (admin, editor or viewer): the actor must outrank both the member's
 * role and the new one, so admins manage editors and viewers and only the owner makes admins.
 * The owner's own role changes only by transferring ownership. A member demoted below the role that
 * may manage API keys loses the keys they created, in the same transaction (audited, in the feed,
 * and the owner told in the app and by email). null: no such member in the team.
 */
export async function changeMemberRole(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, actor: TeamActor, userId: string, input: Record<string, unknown>): Promise<TeamOutcome | null> {
  const parsed = roleSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: teamErrors(parsed.error) }
  const { role } = parsed.data
  let revoked: RevokedMemberKeys | null = null
  const outcome = await services.db.transaction(async (tx): Promise<TeamOutcome | null> => {
    await lockTeams(tx, actor.organizationId)
    const [me, them] = [await teamMember(tx, actor.organizationId, actor.id), await teamMember(tx, actor.organizationId, userId)]
    if (!them || !me) return null
    if (!outranks(me.role, them.role) || !outranks(me.role, role)) return { ok: false, errors: { role: t('team.roleAboveYours') }, forbidden: true }
    if (them.role === role) return { ok: true }
    await tx
      .update(organizationMembers)
      .set({ role })
      .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, userId)))
    await recordActivity(tx, { organizationId: actor.organizationId, actorId: actor.id, verb: 'member.role', subjectType: 'member', subjectId: userId, data: { member: them.name, role } })
    await recordAudit(tx, { actorId: actor.id, action: 'team.role', entityType: 'organization', entityId: actor.organizationId, before: { userId, role: them.role }, after: { userId, role } })
    if (can(them.role, 'apiKeys.manage') && !can(role, 'apiKeys.manage')) {
      revoked = await revokeMemberApiKeys(tx, { organizationId: actor.organizationId, userId, member: them.name, actorId: actor.id, reason: 'member.demoted' })
    }
    return { ok: true }
  })
  if (outcome?.ok) await emailRevokedMemberKeys(services, revoked)
  return outcome
}
