import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, organizationMembers, organizations, user, userSavedGrants } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { AcceptOutcome } from './accept-invitation.server.ts'
import type { InvitationView } from './get-invitation.server.ts'
import { maskEmail } from './mask-email.ts'
import { type SoloBlocker, soloBlocker } from './solo-organization.server.ts'

/** What the invitation page shows, in words: the invitation to accept, or why it cannot be. */
export type InvitationPage =
  | { kind: 'open'; title: string; body: string; expires: string; moves: string | null; accept: string }
  | { kind: 'closed' | 'wrongEmail' | 'refused'; title: string; lines: string[] }
  | { kind: 'visitor'; title: string; body: string; expires: string; next: string; signUpFirst: boolean; signUp: { to: string; label: string }; signIn: { to: string; label: string } }

type Person = { id: string; email: string }

const closed = (invitation: InvitationView): InvitationPage => ({
  kind: 'closed',
  title: t(`team.invite.closed.${invitation.state as 'expired' | 'used' | 'withdrawn'}`),
  lines: [t('team.invite.closed.ask', { organization: invitation.organization })],
})

const wrongEmail = (invitation: InvitationView, person: Person): InvitationPage => ({
  kind: 'wrongEmail',
  title: t('team.invite.wrongEmail.title'),
  lines: [t('team.invite.wrongEmail.body', { sentTo: maskEmail(invitation.email), email: person.email })],
})

const refused = (line: string): InvitationPage => ({ kind: 'refused', title: t('team.invite.refusedTitle'), lines: [line] })

function blockerText(blocker: SoloBlocker, organization: string): string {
  if (blocker === 'inTeam') return t('team.invite.blocked.inTeam', { organization })
  if (blocker === 'otherMembers') return t('team.invite.blocked.otherMembers', { organization })
  return t('team.invite.blocked.kept', { organization, reason: blocker })
}

/**
 * The page for an invitation the member opens: closed (expired, used, withdrawn), sent to someone
 * else (the address masked), refused in advance when their own organization could not be folded
 * into the team, or open, saying what moves with them.
 */
export async function describeInvitation(db: Db, invitation: InvitationView, person: Person): Promise<InvitationPage> {
  if (invitation.state !== 'open') return closed(invitation)
  if (invitation.email !== person.email.toLowerCase()) return wrongEmail(invitation, person)
  const preview = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role, name: organizations.name })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, person.id))
    if (!own) return { own: null, blocker: null, items: 0 }
    if (own.organizationId === invitation.organizationId) return { own, blocker: 'alreadyMember' as const, items: 0 }
    const blocker = await soloBlocker(tx, own, person.id)
    const [[saved], [applied]] = await Promise.all([
      tx.select({ n: count() }).from(userSavedGrants).where(eq(userSavedGrants.organizationId, own.organizationId)),
      tx.select({ n: count() }).from(applications).where(eq(applications.organizationId, own.organizationId)),
    ])
    return { own, blocker, items: saved.n + applied.n }
  })
  if (preview.blocker === 'alreadyMember') return refused(t('team.invite.alreadyInThisTeam'))
  if (preview.own && preview.blocker) return refused(blockerText(preview.blocker, preview.own.name))
  const role = t(`team.role.${invitation.role}`)
  return {
    kind: 'open',
    title: t('team.invite.title'),
    body: invitation.inviter
      ? t('team.invite.body', { inviter: invitation.inviter, organization: invitation.organization, role })
      : t('team.invite.bodyNoInviter', { organization: invitation.organization, role }),
    expires: t('team.invite.expires', { date: formatDate(invitation.expiresAt) }),
    moves: preview.own && preview.items > 0 ? t('team.invite.moves', { organization: preview.own.name }) : null,
    accept: t('team.invite.accept', { organization: invitation.organization }),
  }
}

/** The page after a refused acceptance, saying why. */
export function refusalPage(outcome: AcceptOutcome & { ok: false }, invitation: InvitationView, person: Person): InvitationPage {
  switch (outcome.refusal) {
    case 'wrongEmail':
      return wrongEmail(invitation, person)
    case 'teamFull':
      return refused(t('team.invite.teamFull', { organization: invitation.organization, limit: outcome.seats.limit ?? 0 }))
    case 'ownOrganization':
      return refused(blockerText(outcome.blocker, outcome.organization))
    case 'alreadyMember':
      return refused(t('team.invite.alreadyInThisTeam'))
    default:
      return closed(invitation)
  }
}

/**
 * The page for an invitation opened signed out: who invited which address (masked, as on the
 * wrong-address page: the link may have been passed on) to which organization and role, and the way
 * in. Sign Up comes first when no account has that address yet; both bring the visitor back to `link`.
 */
export async function describeInvitationToVisitor(db: Db, invitation: InvitationView, link: string): Promise<InvitationPage> {
  if (invitation.state !== 'open') return closed(invitation)
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, invitation.email.toLowerCase()))
    .limit(1)
  const role = t(`team.role.${invitation.role}`)
  const email = maskEmail(invitation.email)
  const back = encodeURIComponent(link)
  return {
    kind: 'visitor',
    title: t('team.invite.title'),
    body: invitation.inviter
      ? t('team.invite.visitor.body', { inviter: invitation.inviter, email, organization: invitation.organization, role })
      : t('team.invite.visitor.bodyNoInviter', { email, organization: invitation.organization, role }),
    expires: t('team.invite.expires', { date: formatDate(invitation.expiresAt) }),
    next: t(account ? 'team.invite.visitor.signInFirst' : 'team.invite.visitor.signUpFirst'),
    signUpFirst: !account,
    signUp: { to: `/auth?tab=signup&redirectTo=${back}`, label: t('team.invite.visitor.signUp') },
    signIn: { to: `/auth?redirectTo=${back}`, label: t('team.invite.visitor.signInButton') },
  }
}
