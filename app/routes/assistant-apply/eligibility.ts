import { data } from 'react-router'
import { can } from '../../catalog/team.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { checkEligibility } from '../../domain/assistant-apply/check-eligibility.server.ts'
import { REFUSAL_MESSAGES } from '../../domain/assistant-apply/refusal-message.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/eligibility'

/**
 * "Am I eligible?" (ADR 080): a plain form post from the grant's page, one model call per press,
 * and back to the page with the answer shown there (or why there is none). Editors and up ask, as
 * a request uses the organization's monthly allowance; viewers read the latest answer.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = routeId(params.id, 'uuid')
  const back = `/grant/${id}`
  const member = requireMember(context, request, 'assistantApply.eligibility.signIn')
  if (!can(member.organization.role, 'pipeline.write')) throw redirectWithFlash(back, 'team.notAllowed')
  const services = requireModel(context)
  const outcome = await checkEligibility(services, { organizationId: member.organization.id, userId: member.id, grantId: id })
  let message: MessageId = 'assistantApply.eligibility.done'
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw data(null, { status: 404 })
    message = REFUSAL_MESSAGES[outcome.reason]
  }
  return redirectWithFlash(`${back}#eligibility`, message, undefined, 303)
}

export function loader({ params }: Route.LoaderArgs) {
  return new Response(null, { status: 303, headers: { Location: `/grant/${routeId(params.id, 'uuid')}` } })
}
