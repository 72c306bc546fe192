import { data } from 'react-router'
import { servicesContext, memberContext } from '../../context.ts'
import { startSubscription } from '../../domain/subscriptions/start-subscription.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { can } from '../../catalog/team.ts'
import type { Route } from './+types/checkout'

const PRICING = '/#pricing'

/**
 * A pricing card's button (spec §7 create-checkout, body {priceId, plan}). Works as a plain form
 * post: the member is sent to the provider's checkout, or back to the pricing with the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = context.get(memberContext)
  if (!member) return redirectWithFlash(`/auth?redirectTo=${encodeURIComponent(PRICING)}`, 'pricing.authRequired')
  if (!can(member.organization.role, 'billing.manage')) return redirectWithFlash(PRICING, 'team.notAllowed')
  // An admin sees the billing but does not change what the organization pays (ADR 035): the pages say so too.
  if (!can(member.organization.role, 'plan.change')) throw data(null, { status: 403 })
  const form = await request.formData()
  const services = context.get(servicesContext)
  try {
    const outcome = await startSubscription(services.db, services.payments, member, { priceId: String(form.get('priceId') ?? ''), plan: String(form.get('plan') ?? '') }, services.config.appUrl)
    if ('message' in outcome) return redirectWithFlash(outcome.to ?? PRICING, outcome.message)
    return new Response(null, { status: 303, headers: { Location: outcome.url } })
  } catch (error) {
    console.error('Creating a subscription checkout failed', error)
    return redirectWithFlash(PRICING, 'pricing.checkoutFailed')
  }
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: PRICING } })
}
