import { and, eq, isNull, like, lt } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { organizationInvitations, organizations, profiles, scheduledEmails, user } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { hashInvitationToken, invitationUrl, newInvitationToken } from './invitation-token.server.ts'
import { invitationEmailKey } from './invite-member.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

type Services = Pick<AppServices, 'db' | 'mailer' | 'config'>

/**
 * Emails an invitation once (ADR 007, 013), in the inviter's language. The database keeps only the
 * link's hash, so the page that made the invitation hands in its token; a send that never happened
 * (the process stopped first) is retried by the scan without one: a fresh token is made and its
 * hash replaces the old, which no one has received. The key's row is locked while sending, so a
 * retry and the page never both send, and a link that went out is never replaced. An invitation no
 * longer open by then is marked and not sent.
 */
export async function sendInvitationEmail(services: Services, invitationId: string, token?: string, now = new Date()): Promise<'sent' | 'skipped'> {
  const key = invitationEmailKey(invitationId)
  return services.db.transaction(async (tx) => {
    const [claim] = await tx.select({ sentAt: scheduledEmails.sentAt, userId: scheduledEmails.userId }).from(scheduledEmails).where(eq(scheduledEmails.key, key)).for('update')
    if (!claim || claim.sentAt) return 'skipped'
    const [row] = await tx
      .select({ invitation: organizationInvitations, organization: organizations.name, inviter: user.name, language: profiles.language })
      .from(organizationInvitations)
      .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
      .leftJoin(user, eq(user.id, organizationInvitations.invitedBy))
      .leftJoin(profiles, eq(profiles.userId, organizationInvitations.invitedBy))
      .where(eq(organizationInvitations.id, invitationId))
    const invitation = row?.invitation
    const open = invitation && !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > now
    if (open) {
      let link = token
      if (!link) {
        link = newInvitationToken()
        await tx
          .update(organizationInvitations)
          .set({ tokenHash: hashInvitationToken(link) })
          .where(eq(organizationInvitations.id, invitationId))
      }
      const { appName, appUrl } = services.config
      // In the inviter's language (the invitee has none with us yet); the page's own without a profile.
      const inLanguage = <T>(work: () => Promise<T>) => (row.language ? withLanguage(row.language, work) : work())
      await inLanguage(async () => {
        const params = {
          inviter: row.inviter ?? appName,
          organization: row.organization,
          appName,
          role: t(`team.role.${invitation.role}`),
          url: invitationUrl(appUrl, link),
          expires: formatDate(invitation.expiresAt),
          email: invitation.email,
        }
        await services.mailer.send({ to: invitation.email, ...composeEmail('email.invitation', params), idempotencyKey: key })
      })
    }
    await tx.update(scheduledEmails).set({ sentAt: now }).where(eq(scheduledEmails.key, key))
    return open ? 'sent' : 'skipped'
  })
}

/** Invitation emails claimed at least a minute ago and not sent (the page's send failed or never ran): sent now. */
export async function sendWaitingInvitationEmails(services: Services, now = new Date()) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(like(scheduledEmails.key, 'invite:%'), isNull(scheduledEmails.sentAt), lt(scheduledEmails.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(scheduledEmails.createdAt)
    .limit(100)
  for (const { key } of waiting) {
    await sendInvitationEmail(services, key.slice('invite:'.length)).catch((error) => console.error('Sending an invitation email failed; the scan will retry', error))
  }
}
