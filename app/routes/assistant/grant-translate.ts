import { data } from 'react-router'
import { languageContext, memberContext } from '../../context.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { translateGrant } from '../../domain/assistant/translate-grant.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/grant-translate'

const REFUSAL: Record<string, MessageId> = {
  'no-consent': 'assistant.noConsent',
  allowance: 'assistant.allowanceUsed',
  failed: 'assistant.failed',
  'same-language': 'grantTranslation.sameLanguage',
}

/**
 * "Translate to <language>" on a grant (issue 28 §1, ADR 072): a plain form post, so it works
 * without JavaScript. A member whose organization opted in gets the grant in the language they read
 * the site in, made once per grant and language and kept for every reader after; the page then
 * shows it. Signed out: to sign in first. Not there without a model.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const services = requireModel(context)
  const id = routeId(params.id, 'uuid')
  const member = context.get(memberContext)
  if (!member) throw redirectWithFlash(`/auth?redirectTo=${encodeURIComponent(`/grant/${id}`)}`, 'grantTranslation.signIn')
  const result = await translateGrant(services, { grantId: id, language: context.get(languageContext), organizationId: member.organization.id, userId: member.id })
  if (result.ok) return new Response(null, { status: 303, headers: { Location: `/grant/${id}?translated=1` } })
  if (result.reason === 'not-found' || result.reason === 'no-model') throw data(null, { status: 404 })
  return redirectWithFlash(`/grant/${id}`, REFUSAL[result.reason], undefined, 303)
}

export function loader({ params }: Route.LoaderArgs) {
  return new Response(null, { status: 303, headers: { Location: `/grant/${routeId(params.id, 'uuid')}` } })
}
