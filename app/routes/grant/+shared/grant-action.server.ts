import { data } from 'react-router'
import { memberContext, servicesContext, type AppServices } from '../../../context.ts'
import type { Member } from '../../../domain/accounts/get-member.server.ts'
import { getGrant } from '../../../domain/grants/get-grant.server.ts'
import { redirectWithFlash, safeRedirectPath } from '../../../flash.server.ts'
import { routeId } from '../../../domain/shared/ids.ts'
import type { MessageId } from '../../../i18n/index.ts'
import { can } from '../../../catalog/team.ts'
import type { RouterContextProvider } from 'react-router'

/** Thrown by an operation when a daily allowance is used up: the member is told, nothing changes. */
export class AllowanceReached extends Error {}

/**
 * Shared shape of Save and Apply: signed-out visitors go to /auth with the spec's message; the
 * operation runs for the member; the outcome returns as data to a script, or as a redirect back
 * with a message to a plain form post.
 */
export async function runGrantAction(
  args: { request: Request; context: Readonly<RouterContextProvider>; params: { id: string } },
  messages: { signIn: MessageId; failed: MessageId },
  run: (services: AppServices, member: Member, form: FormData) => Promise<MessageId>,
) {
  const { request, context, params } = args
  const id = routeId(params.id, 'uuid')
  const form = await request.formData()
  const redirectTo = safeRedirectPath(form.get('redirectTo'), `/grant/${id}`)
  const member = context.get(memberContext)
  if (!member) throw redirectWithFlash(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, messages.signIn)
  // Viewers see the team's pipeline but do not change it (ADR 030).
  if (!can(member.organization.role, 'pipeline.write')) {
    if (form.get('js') === '1') return data({ message: 'team.notAllowed' as MessageId, ok: false }, { status: 403 })
    throw redirectWithFlash(redirectTo, 'team.notAllowed')
  }
  const services = context.get(servicesContext)
  if (!(await getGrant(services.db, id))) throw data(null, { status: 404 })
  let message: MessageId
  let ok = true
  let status = 200
  try {
    message = await run(services, member, form)
  } catch (error) {
    if (error instanceof AllowanceReached) {
      message = 'grant.saveLimit'
      status = 429
    } else {
      console.error(`Grant action failed for ${id}`, error)
      message = messages.failed
      status = 500
    }
    ok = false
  }
  if (form.get('js') === '1') return data({ message, ok }, { status })
  return redirectWithFlash(redirectTo, message)
}
