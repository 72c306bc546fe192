import { useEffect } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { INVITATION_DAYS, INVITATION_RATE_LIMIT, INVITABLE_ROLES, MEMBER_ROLES, type MemberRole, type Permission, can, outranks } from '../../catalog/team.ts'
import { INVITE_EMAIL_MAX } from '../../catalog/text-limits.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { TeamNav } from '../../components/team/team-nav.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireMember, requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { parseToken, parseUuid } from '../../domain/shared/ids.ts'
import { changeMemberRole } from '../../domain/team/change-member-role.server.ts'
import { inviteMember } from '../../domain/team/invite-member.server.ts'
import { leaveTeam } from '../../domain/team/leave-team.server.ts'
import { listInvitations, listTeamMembers } from '../../domain/team/list-team.server.ts'
import { removeMember } from '../../domain/team/remove-member.server.ts'
import { resendInvitation } from '../../domain/team/resend-invitation.server.ts'
import { countSeats, seatRefusal, seatsText } from '../../domain/team/seats.server.ts'
import { sendInvitationEmail } from '../../domain/team/send-invitation-email.server.ts'
import type { TeamField } from '../../domain/team/team.schema.server.ts'
import { transferOwnership } from '../../domain/team/transfer-ownership.server.ts'
import { withdrawInvitation } from '../../domain/team/withdraw-invitation.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, type MessageId, t } from '../../i18n/index.ts'
import type { Route } from './+types/team'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('team.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/team'
type Intent = 'invite' | 'resend' | 'withdraw' | 'role' | 'remove' | 'transfer' | 'leave'

/** Everyone on the team sees who is on it; admins and the owner also see the open invitations and manage people. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.read')
  const { db } = context.get(servicesContext)
  const { id: orgId, role } = member.organization
  const manages = can(role, 'team.manage')
  const [members, invitations, seats] = await Promise.all([listTeamMembers(db, orgId), manages ? listInvitations(db, orgId) : [], countSeats(db, orgId)])
  const now = Date.now()
  return {
    organization: member.organization.name,
    me: { id: member.id, role },
    manages,
    admin: can(role, 'apiKeys.manage'),
    owns: role === 'owner',
    seats: {
      text: seatsText(seats),
      pending: seats.pending,
      // The refusal, shown before anyone tries: the plan, its seats, what is used, the upgrade.
      full: seats.limit !== null && seats.used >= seats.limit ? seatRefusal(seats) : null,
    },
    members: members.map((m) => ({ id: m.id, name: m.name, email: m.email, role: m.role, joined: formatDate(m.joinedAt), you: m.id === member.id, manageable: manages && outranks(role, m.role) })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, inviter: i.inviter, expired: i.expiresAt.getTime() <= now, expires: formatDate(i.expiresAt) })),
    roleChoices: INVITABLE_ROLES.filter((r) => outranks(role, r)),
  }
}

type ActionData = { intent: Intent | null; id: string | null; errors: Partial<Record<TeamField, string>>; values: Record<string, string>; upgrade?: boolean }
const refused = (body: ActionData, status = 400) => data<ActionData>(body, { status })

type Changing = { services: AppServices; actor: Actor; form: FormData; values: Record<string, string>; intent: Intent; id: string | null }
type Actor = { id: string; name: string; organizationId: string; role: MemberRole }
type Change = (changing: Changing) => Promise<Response | ReturnType<typeof refused> | typeof NOT_FOUND>

/** Every outcome is a flash message after a redirect, or this page again with the refusal and what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = requireMember(context, request)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const values = { email: formText(form, 'email'), role: formText(form, 'role') }
  // Each change asks for its own permission: leaving needs none, giving ownership is the owner's.
  const as = (permission: Permission | null) => (permission ? requireOrgPermission(context, request, permission) : me)
  const services = context.get(servicesContext)
  const changing = { services, form, values }
  switch (intent) {
    case 'invite':
    case 'resend':
      return change({ ...changing, intent }, as('team.manage'), inviteOrResend)
    case 'withdraw':
      return change({ ...changing, intent }, as('team.manage'), withdraw)
    case 'role':
      return change({ ...changing, intent }, as('team.manage'), changeRole)
    case 'remove':
      return change({ ...changing, intent }, as('team.manage'), remove)
    case 'transfer':
      return change({ ...changing, intent }, as('ownership.transfer'), transfer)
    case 'leave':
      return change({ ...changing, intent }, as(null), leave)
    default:
      return refused({ intent: null, id: null, errors: { form: t('team.badIntent') }, values })
  }
}

/** Runs one change as the member; another team's member or invitation, or none at all, is as unknown as a missing page. */
async function change(changing: Omit<Changing, 'actor' | 'id'>, member: Member, run: Change) {
  const { intent, form, values } = changing
  const actor = { id: member.id, name: member.name, organizationId: member.organization.id, role: member.organization.role }
  // Invitations have uuids; people have the sign-in library's ids (letters and digits).
  const id = intent === 'resend' || intent === 'withdraw' ? parseUuid(form.get('id')) : parseToken(form.get('id'))
  let outcome: Awaited<ReturnType<Change>>
  try {
    outcome = await run({ ...changing, actor, id })
  } catch (error) {
    console.error(`Team change "${intent}" failed`, error)
    return refused({ intent, id, errors: { form: t('team.failed') }, values }, 500)
  }
  if (outcome === NOT_FOUND) throw data(null, { status: 404 })
  return outcome
}

const done = (message: MessageId, to = HERE) => redirectWithFlash(to, message, new Headers(), 303)
const no = ({ intent, id, values }: Changing, message: MessageId, status = 400) => refused({ intent, id, errors: { form: t(message) }, values }, status)

/** Each sends an email to an address the team chose: so many an hour per organization. */
const inviteOrResend: Change = async ({ services, actor, form, values, intent, id }) => {
  const { db } = services
  if (!(await checkRateLimit(db, 'team-invite', actor.organizationId, INVITATION_RATE_LIMIT))) return refused({ intent, id, errors: { form: t('team.tooManyInvitations') }, values }, 429)
  const outcome = intent === 'invite' ? await inviteMember(db, actor, { email: form.get('email') ?? '', role: form.get('role') ?? '' }) : id ? await resendInvitation(db, actor, id) : null
  if (!outcome) return NOT_FOUND
  if (!outcome.ok) return refused({ intent, id, errors: outcome.errors, values, upgrade: outcome.upgrade }, outcome.forbidden ? 403 : 400)
  // Sent now, once the invitation has committed; if the mail server fails, the scan sends it later.
  await sendInvitationEmail(services, outcome.invitationId, outcome.token).catch((error) => console.error('Sending an invitation email failed; the scan will retry', error))
  return done(intent === 'invite' ? 'team.invited' : 'team.resent')
}

const withdraw: Change = async (changing) => {
  const { services, actor, id } = changing
  const outcome = id ? await withdrawInvitation(services.db, actor, id) : null
  if (outcome === null) return NOT_FOUND
  return outcome ? done('team.withdrawn') : no(changing, 'team.roleAboveYours', 403)
}

const changeRole: Change = async ({ services, actor, form, values, intent, id }) => {
  const outcome = id ? await changeMemberRole(services, actor, id, { role: form.get('role') ?? '' }) : null
  if (!outcome) return NOT_FOUND
  return outcome.ok ? done('team.roleChanged') : refused({ intent, id, errors: outcome.errors, values }, outcome.forbidden ? 403 : 400)
}

const remove: Change = async (changing) => {
  const { services, actor, id } = changing
  const outcome = id ? await removeMember(services, actor, id) : null
  if (outcome === null) return NOT_FOUND
  return outcome ? done('team.removed') : no(changing, 'team.cannotRemove', 403)
}

const transfer: Change = async (changing) => {
  const { services, actor, id } = changing
  const outcome = id ? await transferOwnership(services.db, actor, id) : null
  if (outcome === null) return NOT_FOUND
  if (outcome === 'notAdmin') return no(changing, 'team.notAdmin')
  return outcome === 'transferred' ? done('team.transferred') : no(changing, 'team.notAllowed', 403)
}

const leave: Change = async (changing) => {
  const outcome = await leaveTeam(changing.services, changing.actor)
  if (outcome === 'owner') return no(changing, 'team.ownerCannotLeave')
  return done('team.left', '/dashboard')
}

const NOT_FOUND = Symbol('not found')

const ROLE_TONE: Record<MemberRole, 'strong' | 'brand' | 'neutral' | 'highlight'> = { owner: 'strong', admin: 'brand', editor: 'highlight', viewer: 'neutral' }

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { organization, manages, admin, owns, seats, members, invitations, roleChoices } = loaderData
  const navigation = useNavigation()
  const busy = (intent: Intent, id?: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  const inviting = actionData?.intent === 'invite' ? actionData : null
  const formError = actionData && actionData.intent !== 'invite' ? (actionData.errors.form ?? actionData.errors.role ?? null) : null
  useEffect(() => {
    if (formError) toast.error(formError)
  }, [formError])
  const admins = members.filter((m) => m.role === 'admin')
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('team.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('team.intro', { organization })}</p>
      <TeamNav current="members" admin={admin} />

      {formError ? (
        <div role="alert" className="mt-6 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          {formError}
        </div>
      ) : null}

      <section aria-labelledby="members-heading" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="members-heading" className="text-xl font-semibold">
            {t('team.members')}
          </h2>
          <p className="text-sm" data-testid="seats">
            {seats.text}
            {seats.pending > 0 ? <span className="text-muted-foreground"> {t('team.seats.pending', { count: seats.pending })}</span> : null}
          </p>
        </div>
        <div className="mt-3 rounded-lg border border-border bg-card">
          <table className={cardTable.table}>
            <thead className={`${cardTable.head} text-muted-foreground`}>
              <tr>
                <th className="p-3 font-medium">{t('team.name')}</th>
                <th className="p-3 font-medium">{t('team.role')}</th>
                <th className="p-3 font-medium">{t('team.joined')}</th>
                {manages ? <th className="p-3 font-medium">{t('team.actions')}</th> : null}
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {members.map((m) => (
                <tr key={m.id} className={cardTable.row} data-testid="team-member">
                  <td className={cardTable.lead}>
                    <bdi>{m.name}</bdi> {m.you ? <span className="text-muted-foreground">{t('team.you')}</span> : null}
                    <p dir="ltr" className="text-xs font-normal text-muted-foreground [overflow-wrap:anywhere] text-start">
                      {m.email}
                    </p>
                  </td>
                  <td className={cardTable.cell} data-label={t('team.role')}>
                    <span className={badgeClass(ROLE_TONE[m.role])}>{t(`team.role.${m.role}`)}</span>
                  </td>
                  <td className={cardTable.cell} data-label={t('team.joined')}>
                    {m.joined}
                  </td>
                  {manages ? (
                    <td className={cardTable.cell} data-label={t('team.actions')}>
                      {m.manageable ? (
                        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                          <Form method="post" action={HERE} className="flex min-w-0 flex-wrap items-end gap-2">
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="id" value={m.id} />
                            <div className="min-w-32 flex-1">
                              <SelectField label={t('team.newRole', { name: m.name })} id={`role-${m.id}`} name="role" defaultValue={m.role}>
                                {roleChoices.map((r) => (
                                  <option key={r} value={r}>
                                    {t(`team.role.${r}`)}
                                  </option>
                                ))}
                              </SelectField>
                            </div>
                            <Button type="submit" size="sm" variant="outline" pending={busy('role', m.id)} pendingText={t('team.saving')}>
                              {t('team.changeRole')}
                            </Button>
                          </Form>
                          <RowActionForm action={HERE} intent="remove" id={m.id} variant="destructive" pending={busy('remove', m.id)} pendingText={t('team.saving')}>
                            {t('team.remove')}
                            <span className="sr-only"> {m.name}</span>
                          </RowActionForm>
                        </div>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-3 grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
          {MEMBER_ROLES.map((r) => (
            <div key={r}>
              <dt className="inline font-medium text-foreground">{t(`team.role.${r}`)}: </dt>
              <dd className="inline">{t(`team.roleHelp.${r}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {manages ? (
        <>
          <section aria-labelledby="invite-heading" className="mt-10 rounded-lg border border-border bg-card p-5">
            <h2 id="invite-heading" className="text-xl font-semibold">
              {t('team.inviteHeading')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('team.inviteIntro', { days: INVITATION_DAYS })}</p>
            {seats.full ? (
              <div className="mt-4 rounded-md border border-warning-foreground/40 bg-warning-soft px-4 py-3 text-sm text-warning-foreground" data-testid="seats-full">
                <p>{seats.full}</p>
                <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center font-medium underline underline-offset-4">
                  {t('team.seePlans')}
                </Link>
              </div>
            ) : null}
            <ErrorSummary errors={inviting?.errors} fields={{ email: 'invite-email', role: 'invite-role', form: '' }} />
            {inviting?.upgrade ? (
              <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4">
                {t('team.seePlans')}
              </Link>
            ) : null}
            <Form method="post" action={HERE} className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
              <input type="hidden" name="intent" value="invite" />
              <Field
                label={t('team.emailLabel')}
                id="invite-email"
                name="email"
                type="email"
                autoComplete="off"
                defaultValue={inviting?.values.email ?? ''}
                maxLength={INVITE_EMAIL_MAX}
                error={inviting?.errors.email}
                required
              />
              <SelectField label={t('team.roleLabel')} id="invite-role" name="role" defaultValue={inviting?.values.role || 'editor'} error={inviting?.errors.role}>
                {roleChoices.map((r) => (
                  <option key={r} value={r}>
                    {t(`team.role.${r}`)}
                  </option>
                ))}
              </SelectField>
              <Button type="submit" pending={busy('invite')} pendingText={t('team.sending')}>
                {t('team.send')}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="invitations-heading" className="mt-10">
            <h2 id="invitations-heading" className="text-xl font-semibold">
              {t('team.invitations')}
            </h2>
            {invitations.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t('team.noInvitations')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card" data-testid="invitations">
                {invitations.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="invitation">
                    <div className="min-w-0">
                      <p dir="ltr" className="text-start font-medium [overflow-wrap:anywhere]">
                        {i.email}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {t(`team.role.${i.role}`)} · {i.expired ? t('team.expired', { date: i.expires }) : t('team.expires', { date: i.expires })}
                        {i.inviter ? <> · {t('team.invitedBy', { name: i.inviter })}</> : null}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <RowActionForm action={HERE} intent="resend" id={i.id} variant="outline" pending={busy('resend', i.id)} pendingText={t('team.sending')}>
                        {t('team.resend')}
                        <span className="sr-only"> {i.email}</span>
                      </RowActionForm>
                      <RowActionForm action={HERE} intent="withdraw" id={i.id} variant="destructive" pending={busy('withdraw', i.id)} pendingText={t('team.saving')}>
                        {t('team.withdraw')}
                        <span className="sr-only"> {i.email}</span>
                      </RowActionForm>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}

      {owns ? (
        <section aria-labelledby="ownership-heading" className="mt-10 rounded-lg border border-border bg-card p-5">
          <h2 id="ownership-heading" className="text-xl font-semibold">
            {t('team.ownership')}
          </h2>
          {admins.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('team.ownershipNoAdmins')}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">{t('team.ownershipIntro')}</p>
              <Form method="post" action={HERE} className="mt-4 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="transfer" />
                <SelectField label={t('team.newOwner')} id="transfer-to" name="id">
                  {admins.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </SelectField>
                <Button type="submit" variant="outline" pending={busy('transfer')} pendingText={t('team.saving')}>
                  {t('team.transfer')}
                </Button>
              </Form>
            </>
          )}
        </section>
      ) : null}

      {members.length > 1 || !owns ? (
        <section aria-labelledby="leave-heading" className="mt-10">
          <h2 id="leave-heading" className="text-xl font-semibold">
            {t('team.leaveHeading')}
          </h2>
          {owns ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('team.leaveOwner')}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">{t('team.leaveIntro', { organization })}</p>
              <Form method="post" action={HERE} className="mt-3">
                <input type="hidden" name="intent" value="leave" />
                <Button type="submit" variant="destructive" pending={busy('leave')} pendingText={t('team.saving')}>
                  {t('team.leaveButton', { organization })}
                </Button>
              </Form>
            </>
          )}
        </section>
      ) : null}
    </div>
  )
}
