import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { lockTeams } from './seats.server.ts'
import { type TeamActor, teamMember } from './team-member.server.ts'

/**
 * The owner gives ownership to one of the team's admins, who becomes the owner while the old owner
 * becomes an admin, in one transaction: the team has exactly one owner before and after.
 * 'notOwner': the actor is not the owner (any more); 'notAdmin': the new owner must be an admin
 * first; null: no such member.
 */
export async function transferOwnership(db: Db, actor: TeamActor, userId: string): Promise<'transferred' | 'notOwner' | 'notAdmin' | null> {
  return db.transaction(async (tx) => {
    await lockTeams(tx, actor.organizationId)
    const [me, them] = [await teamMember(tx, actor.organizationId, actor.id), await teamMember(tx, actor.organizationId, userId)]
    if (!me || !them || them.id === me.id) return null
    if (me.role !== 'owner') return 'notOwner'
    if (them.role !== 'admin') return 'notAdmin'
    const inTeam = (id: string) => and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, id))
    await tx.update(organizationMembers).set({ role: 'admin' }).where(inTeam(me.id))
    await tx.update(organizationMembers).set({ role: 'owner' }).where(inTeam(them.id))
    await recordActivity(tx, { organizationId: actor.organizationId, actorId: actor.id, verb: 'ownership.transferred', subjectType: 'member', subjectId: them.id, data: { member: them.name } })
    await recordAudit(tx, { actorId: actor.id, action: 'team.transfer', entityType: 'organization', entityId: actor.organizationId, before: { owner: me.id }, after: { owner: them.id } })
    return 'transferred'
  })
}
