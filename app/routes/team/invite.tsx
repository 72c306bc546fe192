import { data, Form, useNavigation } from 'react-router'
import { ButtonLink, Button } from '../../components/ui/button.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { authRedirectUrl, requireMember } from '../../domain/accounts/guards.server.ts'
import { acceptInvitation } from '../../domain/team/accept-invitation.server.ts'
import { describeInvitation, describeInvitationToVisitor, type InvitationPage, refusalPage } from '../../domain/team/invitation-page.server.ts'
import { getInvitation } from '../../domain/team/get-invitation.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/invite'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('team.invite.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** HTTP status of each page: gone for a closed invitation, forbidden for someone else's. */
const STATUS: Record<InvitationPage['kind'], number> = { open: 200, visitor: 200, closed: 410, wrongEmail: 403, refused: 409 }

/**
 * The invitation link: a signed-out visitor is told who invites whom to what, and offered Sign Up
 * (first, when the address has no account) or Sign In, both coming back here; a link that opens no
 * invitation sends them to sign in, and is a 404 once signed in; the page then says what the
 * invitation is, or why it cannot be used.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = context.get(memberContext)
  const { db } = context.get(servicesContext)
  const invitation = await getInvitation(db, params.token)
  if (!member) {
    if (!invitation) throw redirectWithFlash(authRedirectUrl(request), 'team.invite.signIn')
    const page = await describeInvitationToVisitor(db, invitation, new URL(request.url).pathname)
    return data(page, { status: STATUS[page.kind] })
  }
  if (!invitation) throw data(null, { status: 404 })
  const page = await describeInvitation(db, invitation, member)
  return data(page, { status: STATUS[page.kind] })
}

/** Accepting: everything is checked again in the transaction that joins the team. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const member = requireMember(context, request, 'team.invite.signIn')
  const { db } = context.get(servicesContext)
  const outcome = await acceptInvitation(db, params.token, member)
  if (outcome.ok) return redirectWithFlash('/team', 'team.welcome', new Headers(), 303)
  if (outcome.refusal === 'unknown') throw data(null, { status: 404 })
  if (outcome.refusal === 'alreadyMember') return redirectWithFlash('/team', 'team.invite.alreadyInThisTeam', new Headers(), 303)
  const invitation = await getInvitation(db, params.token)
  if (!invitation) throw data(null, { status: 404 })
  const page = refusalPage(outcome, invitation, member)
  return data(page, { status: STATUS[page.kind] })
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  // A refused acceptance says why; otherwise the page as loaded.
  const page = actionData ?? loaderData
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.kind === 'open' ? (
        <>
          <p className="mt-4 text-lg">{page.body}</p>
          <p className="mt-2 text-sm text-muted-foreground">{page.expires}</p>
          {page.moves ? <p className="mt-4 text-sm">{page.moves}</p> : null}
          <Form method="post" className="mt-6">
            <Button type="submit" pending={navigation.state !== 'idle'} pendingText={t('team.saving')}>
              {page.accept}
            </Button>
          </Form>
        </>
      ) : page.kind === 'visitor' ? (
        <>
          <p className="mt-4 text-lg">{page.body}</p>
          <p className="mt-2 text-sm text-muted-foreground">{page.expires}</p>
          <p className="mt-4">{page.next}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {(page.signUpFirst ? [page.signUp, page.signIn] : [page.signIn, page.signUp]).map((link, i) => (
              <ButtonLink key={link.to} to={link.to} variant={i === 0 ? 'default' : 'outline'}>
                {link.label}
              </ButtonLink>
            ))}
          </div>
        </>
      ) : (
        <div role="alert" className="mt-4 space-y-2">
          {page.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {page.kind !== 'open' && page.kind !== 'visitor' ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {page.kind === 'wrongEmail' ? (
            <Form method="post" action="/auth/sign-out">
              <Button type="submit" variant="outline">
                {t('team.invite.signOut')}
              </Button>
            </Form>
          ) : null}
          <ButtonLink to="/dashboard" variant="outline">
            {t('nav.dashboard')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  )
}
