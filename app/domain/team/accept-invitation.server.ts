import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations, organizationMembers, organizations } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { hashInvitationToken, isInvitationToken } from './invitation-token.server.ts'
import { type InvitationState, invitationState } from './get-invitation.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { countSeats, lockTeams, type Seats } from './seats.server.ts'
import { foldSoloOrganization, type SoloBlocker, soloBlocker } from './solo-organization.server.ts'

export type AcceptOutcome =
  | { ok: true; organizationId: string; moved: { saved: number; applications: number } }
  | { ok: false; refusal: 'unknown' }
  | { ok: false; refusal: 'closed'; state: Exclude<InvitationState, 'open'> }
  | { ok: false; refusal: 'wrongEmail'; email: string }
  | { ok: false; refusal: 'alreadyMember' }
  | { ok: false; refusal: 'teamFull'; seats: Seats }
  | { ok: false; refusal: 'ownOrganization'; blocker: SoloBlocker; organization: string }

/**
 * Joins the invited team, in one transaction: the invitation is locked (`for update`) and checked
 * again (open, and sent to the signed-in member's address), both teams' locks are taken, the seat
 * limit is checked again (members only: a pending invitation holds its seat until accepted or
 * withdrawn, but a downgrade since the invitation lets people in only up to the new limit, first
 * come first served), and the member's own one-person organization is folded into the team (or the
 * join refused with the reason). Then the membership, the invitation's use and the activity entry.
 */
export async function acceptInvitation(db: Db, token: string, member: { id: string; email: string; name: string }, now = new Date()): Promise<AcceptOutcome> {
  if (!isInvitationToken(token)) return { ok: false, refusal: 'unknown' }
  const byToken = eq(organizationInvitations.tokenHash, hashInvitationToken(token))
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    const [first] = await tx.select({ organizationId: organizationInvitations.organizationId }).from(organizationInvitations).where(byToken)
    if (!first) return { ok: false, refusal: 'unknown' }
    const [own] = await tx.select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role }).from(organizationMembers).where(eq(organizationMembers.userId, member.id))
    // The team locks first (as every team change takes them), then the invitation's row.
    await lockTeams(tx, first.organizationId, ...(own ? [own.organizationId] : []))
    const [invitation] = await tx.select().from(organizationInvitations).where(byToken).for('update')
    if (!invitation) return { ok: false, refusal: 'unknown' }
    const state = invitationState(invitation, now)
    if (state !== 'open') return { ok: false, refusal: 'closed', state }
    if (invitation.email !== member.email.toLowerCase()) return { ok: false, refusal: 'wrongEmail', email: invitation.email }
    if (own?.organizationId === invitation.organizationId) return { ok: false, refusal: 'alreadyMember' }
    const seats = await countSeats(tx, invitation.organizationId, now)
    if (seats.limit !== null && seats.members + 1 > seats.limit) return { ok: false, refusal: 'teamFull', seats }
    let moved = { saved: 0, applications: 0 }
    if (own) {
      const blocker = await soloBlocker(tx, own, member.id)
      if (blocker) {
        const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, own.organizationId))
        return { ok: false, refusal: 'ownOrganization', blocker, organization: org?.name ?? '' }
      }
      moved = await foldSoloOrganization(tx, own.organizationId, invitation.organizationId)
    }
    await tx.insert(organizationMembers).values({ organizationId: invitation.organizationId, userId: member.id, role: invitation.role, invitedBy: invitation.invitedBy })
    await tx.update(organizationInvitations).set({ acceptedAt: now, acceptedBy: member.id }).where(eq(organizationInvitations.id, invitation.id))
    await recordActivity(tx, {
      organizationId: invitation.organizationId,
      actorId: member.id,
      verb: 'member.joined',
      subjectType: 'member',
      subjectId: member.id,
      data: { member: member.name, role: invitation.role },
    })
    await recordAudit(tx, {
      actorId: member.id,
      action: 'team.join',
      entityType: 'organization',
      entityId: invitation.organizationId,
      after: { invitationId: invitation.id, role: invitation.role, moved },
    })
    return { ok: true, organizationId: invitation.organizationId, moved }
  })
}
