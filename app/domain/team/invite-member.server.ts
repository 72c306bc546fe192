import { and, eq, isNull, sql } from 'drizzle-orm'
import { INVITATION_DAYS, type MemberRole, outranks } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations, organizationMembers, scheduledEmails, user } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { hashInvitationToken, newInvitationToken } from './invitation-token.server.ts'
import { maskEmail } from './mask-email.ts'
import { countSeats, lockTeams, seatRefusal } from './seats.server.ts'
import { inviteSchema, type TeamOutcome, teamErrors } from './team.schema.server.ts'

/** The scheduled-email key of an invitation's email: claimed with the invitation, sent once (ADR 007, 013). */
export const invitationEmailKey = (invitationId: string) => `invite:${invitationId}`
export const INVITATION_EMAIL_KIND = 'invite'

export interface Inviter {
  id: string
  organizationId: string
  role: MemberRole
}

export type InviteOutcome = (TeamOutcome & { ok: false }) | { ok: true; invitationId: string; token: string }

/**
 * Invites someone by email to the inviter's team with a role below the inviter's own (the caller
 * has checked `team.manage`). Refused: a bad address or role; someone already on the team; no seat
 * left (members and open invitations against the plan, counted under the team lock, so two admins
 * cannot both take the last seat). An open invitation to the same address is replaced: withdrawn,
 * and a new one (new link, new expiry) made. The invitation, its email's claim and the activity
 * entry commit together; the caller sends the email once the transaction has committed.
 */
export async function inviteMember(db: Db, inviter: Inviter, input: Record<string, unknown>, now = new Date()): Promise<InviteOutcome> {
  const parsed = inviteSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: teamErrors(parsed.error) }
  const { email, role } = parsed.data
  if (!outranks(inviter.role, role)) return { ok: false, errors: { role: t('team.roleAboveYours') }, forbidden: true }
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    await lockTeams(tx, inviter.organizationId)
    const [already] = await tx
      .select({ id: user.id })
      .from(organizationMembers)
      .innerJoin(user, eq(user.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, inviter.organizationId), sql`lower(${user.email}) = ${email}`))
    if (already) return { ok: false, errors: { email: t('team.alreadyMember') } }
    const open = and(
      eq(organizationInvitations.organizationId, inviter.organizationId),
      eq(organizationInvitations.email, email),
      isNull(organizationInvitations.acceptedAt),
      isNull(organizationInvitations.revokedAt),
    )
    const [earlier] = await tx.select({ id: organizationInvitations.id, expiresAt: organizationInvitations.expiresAt }).from(organizationInvitations).where(open)
    // An open invitation to the same address holds a seat that its replacement takes over.
    const seats = await countSeats(tx, inviter.organizationId, now)
    const takenOver = earlier && earlier.expiresAt > now ? 1 : 0
    if (seats.limit !== null && seats.used - takenOver + 1 > seats.limit) return { ok: false, errors: { form: seatRefusal(seats) }, upgrade: true }
    if (earlier) await tx.update(organizationInvitations).set({ revokedAt: now }).where(eq(organizationInvitations.id, earlier.id))
    const token = newInvitationToken()
    const [row] = await tx
      .insert(organizationInvitations)
      .values({ organizationId: inviter.organizationId, email, role, tokenHash: hashInvitationToken(token), invitedBy: inviter.id, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) })
      .returning({ id: organizationInvitations.id })
    await tx
      .insert(scheduledEmails)
      .values({ key: invitationEmailKey(row.id), userId: inviter.id, kind: INVITATION_EMAIL_KIND })
      .onConflictDoNothing()
    await recordActivity(tx, {
      organizationId: inviter.organizationId,
      actorId: inviter.id,
      verb: 'member.invited',
      subjectType: 'invitation',
      subjectId: row.id,
      data: { member: maskEmail(email), role },
    })
    await recordAudit(tx, {
      actorId: inviter.id,
      action: earlier ? 'team.reinvite' : 'team.invite',
      entityType: 'organization',
      entityId: inviter.organizationId,
      after: { invitationId: row.id, role },
    })
    return { ok: true, invitationId: row.id, token }
  })
}
