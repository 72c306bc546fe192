import { BadgeCheck, Clock } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import { ASSISTANT_MONTHLY_REQUESTS } from '../../catalog/assistant.ts'
import { featureId, featureText, isComingSoon, needsAssistant, PLANS, planById, type PlanId, planName } from '../../catalog/plans.ts'
import { can } from '../../catalog/team.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { type PlanQuote, quotePlan } from '../../domain/subscriptions/plan-change.ts'
import { type PlanState, planState } from '../../domain/subscriptions/plan-state.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { PaymentTermsNotice } from '../legal/legal-notice.tsx'
import { Button, ButtonLink } from '../ui/button.tsx'
import { useAssistantAvailable } from '../assistant/use-assistant.ts'
import { ComingSoon, NotOffered } from '../ui/coming-soon.tsx'
import { LocalPrice, PaymentNotes } from './local-price.tsx'

/** The note about features marked Coming soon, only while some plan has one. */
const ANY_SOON = PLANS.some((plan) => plan.features.some(isComingSoon))

const CHECKOUT = '/pricing/checkout'
const BILLING = '/billing'

/** The signed-in member's plan, whether they may change it (the owner, ADR 035), and what each other plan costs them now. */
export type CurrentPlan = { plan: PlanId; state: PlanState; owner: boolean; quotes: Partial<Record<PlanId, PlanQuote>> } | null

/** The pricing cards' view of a member's organization, made on the server. */
export function currentPlanOf(member: Pick<Member, 'organization'>): NonNullable<CurrentPlan> {
  const { organization } = member
  return {
    plan: organization.plan,
    state: planState(organization),
    owner: can(organization.role, 'plan.change'),
    quotes: Object.fromEntries(PLANS.filter((p) => p.id !== 'free').map((p) => [p.id, quotePlan(organization, p.id)])),
  }
}

/** Each plan's price in the member's currency (and the amount due now for an upgrade), and how they would pay: made on the server (ADR 070). */
export type LocalPrices = { prices: Partial<Record<PlanId, { price: string | null; due: string | null }>>; notes: string[] } | null

/** What moving to `plan` now costs, in words (ADR 035), or nothing for a plain purchase. */
function quoteText(current: NonNullable<CurrentPlan>, plan: (typeof PLANS)[number]) {
  const quote = current.quotes[plan.id]
  if (quote?.kind === 'upgrade')
    return t('billing.change.upgrade', {
      plan: planName(plan.id),
      current: planName(quote.from),
      amount: formatUsd(quote.amountUsd),
      price: formatUsd(plan.priceUsd),
      credit: formatUsd(quote.creditUsd),
    })
  if (quote?.kind === 'downgrade') return t('billing.change.downgrade', { plan: planName(plan.id), current: planName(quote.from), credit: formatUsd(quote.creditUsd), date: formatDate(quote.until) })
  return null
}

/** The words for where a paid plan stands, the same on pricing, billing and the dashboard. */
export function planStateText(state: PlanState) {
  if (state.kind === 'free') return t('billing.state.free')
  return t(state.kind === 'ends' ? 'billing.state.ends' : 'billing.state.renews', { date: formatDate(state.date) })
}

/**
 * The three plans from the catalogue. Signed out, each button posts {priceId, plan id} to the checkout
 * route, so it works before JavaScript loads. Signed in, the plan in force says so and links to
 * Billing instead of selling itself again; other plans say Upgrade or Switch; Free on a paid plan
 * means cancelling renewal, in the words Billing and the dashboard use.
 */
export function PlanCards({ current, local = null }: { current: CurrentPlan; local?: LocalPrices }) {
  const assistant = useAssistantAvailable()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction === CHECKOUT ? navigation.formData?.get('plan') : null
  const cancelling = navigation.state !== 'idle' && navigation.formAction === BILLING
  const currentPrice = current ? planById(current.plan).priceUsd : 0
  return (
    <>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const isCurrent = current?.plan === plan.id
          const label = !current
            ? t('pricing.choose')
            : plan.priceUsd > currentPrice
              ? t('billing.pricing.upgrade', { plan: planName(plan.id) })
              : t('billing.pricing.switch', { plan: planName(plan.id) })
          return (
            <div
              key={plan.id}
              className={`relative flex flex-col rounded-lg border bg-card p-6 ${isCurrent ? 'border-primary ring-2 ring-primary' : plan.popular ? 'border-primary shadow-lg' : 'border-border'}`}
            >
              {plan.popular && !isCurrent ? (
                <span className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">{t('pricing.mostPopular')}</span>
              ) : null}
              <h3 className="text-xl font-semibold">{t('pricing.planName', { plan: planName(plan.id) })}</h3>
              <p className="mt-2">
                <span className="text-4xl font-bold">{formatUsd(plan.priceUsd)}</span>{' '}
                <span className="text-muted-foreground">{plan.period === 'forever' ? t('pricing.forever') : t('pricing.perYear')}</span>
              </p>
              <LocalPrice text={local?.prices[plan.id]?.price} className="mt-1" />
              <ul className="mt-6 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => {
                  // A feature on the assistant is not offered where no model is configured: never shown as included.
                  const missing = isComingSoon(f) || (needsAssistant(f) && !assistant)
                  return (
                    <li key={featureId(f)} className="flex items-start gap-x-2" data-not-offered={needsAssistant(f) && !assistant ? '' : undefined}>
                      {missing ? <Clock aria-hidden size={16} className="mt-0.5 shrink-0 text-muted-foreground" /> : <BadgeCheck aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />}
                      {/* The text wraps beside its tick, never onto a line of its own below it (French runs long). */}
                      <span className={`min-w-0 flex-1 ${missing ? 'text-muted-foreground' : ''}`}>
                        {featureText(f, needsAssistant(f) ? { count: ASSISTANT_MONTHLY_REQUESTS[plan.id] } : undefined)}{' '}
                        {needsAssistant(f) && !assistant ? <NotOffered /> : isComingSoon(f) ? <ComingSoon /> : null}
                      </span>
                    </li>
                  )
                })}
              </ul>
              {isCurrent && current ? (
                <div className="mt-6 text-center" data-testid="current-plan">
                  <p className="text-sm font-semibold text-primary">{t('pricing.currentPlan')}</p>
                  {current.state.kind !== 'free' ? <p className="mt-1 text-sm text-muted-foreground">{planStateText(current.state)}</p> : null}
                  <ButtonLink to={BILLING} variant="outline" className="mt-3 w-full">
                    {t('billing.managePlan')}
                  </ButtonLink>
                </div>
              ) : current && !current.owner ? (
                <p className="mt-6 text-center text-sm text-muted-foreground" data-testid="owner-only">
                  {t('billing.ownerOnly')}
                </p>
              ) : current && plan.id === 'free' && current.state.kind !== 'free' ? (
                <div className="mt-6 text-center">
                  {current.state.kind === 'renews' ? (
                    <>
                      <p className="text-sm text-muted-foreground">{t('billing.pricing.renewsFree', { plan: planName(current.plan), date: formatDate(current.state.date) })}</p>
                      <Form method="post" action={BILLING} className="mt-3">
                        <input type="hidden" name="intent" value="cancel-renewal" />
                        <Button type="submit" variant="outline" className="w-full" pending={cancelling} pendingText={t('common.loading')}>
                          {t('billing.cancelRenewal')}
                        </Button>
                      </Form>
                    </>
                  ) : (
                    <>
                      <p className="text-sm text-muted-foreground">{t('billing.pricing.endsFree', { plan: planName(current.plan), date: formatDate(current.state.date) })}</p>
                      <ButtonLink to={BILLING} variant="outline" className="mt-3 w-full">
                        {t('billing.managePlan')}
                      </ButtonLink>
                    </>
                  )}
                </div>
              ) : (
                <Form method="post" action={CHECKOUT} className="mt-6">
                  {current && quoteText(current, plan) ? <p className="mb-3 text-sm text-muted-foreground">{quoteText(current, plan)}</p> : null}
                  <LocalPrice text={local?.prices[plan.id]?.due} className="-mt-2 mb-3" />
                  <input type="hidden" name="priceId" value={plan.priceId ?? ''} />
                  <input type="hidden" name="plan" value={plan.id} />
                  <Button
                    type="submit"
                    className="w-full"
                    variant={plan.popular ? 'default' : 'outline'}
                    pending={pending === plan.id}
                    pendingText={t('common.loading')}
                    aria-label={current ? undefined : `${t('pricing.choose')}: ${planName(plan.id)}`}
                  >
                    {label}
                  </Button>
                </Form>
              )}
            </div>
          )
        })}
      </div>
      <PaymentNotes lines={local?.notes} className="mx-auto mt-6 max-w-2xl text-center" />
      {ANY_SOON ? <p className="mt-6 text-center text-sm text-muted-foreground">{t('billing.comingSoonHint')}</p> : null}
      <PaymentTermsNotice className="mt-2 text-center text-sm text-muted-foreground" />
    </>
  )
}
