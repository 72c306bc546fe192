import { data, Form, Link, useNavigation } from 'react-router'
import { PLANS, planById, planName, RENEWAL_NOTICE_DAYS } from '../../catalog/plans.ts'
import { can } from '../../catalog/team.ts'
import { planStateText } from '../../components/pricing/plan-cards.tsx'
import { Button, ButtonLink } from '../../components/ui/button.tsx'
import { LocalPrice, PaymentNotes } from '../../components/pricing/local-price.tsx'
import { servicesContext } from '../../context.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { listReceipts } from '../../domain/billing/list-receipts.server.ts'
import { localPriceText } from '../../domain/exchange-rates/local-pricing.server.ts'
import { checkoutNotes } from '../../domain/payments/checkout-notes.server.ts'
import { cancelRenewal, resumeRenewal } from '../../domain/subscriptions/manage-renewal.server.ts'
import { quotePlan } from '../../domain/subscriptions/plan-change.ts'
import { planState } from '../../domain/subscriptions/plan-state.ts'
import { switchPlan } from '../../domain/subscriptions/switch-plan.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/billing'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('billing.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'billing.manage')
  const { db, payments } = context.get(servicesContext)
  const plan = planById(member.organization.plan)
  // The amounts due in the member's currency too, and how they would pay (ADR 070).
  const checkout = await checkoutNotes(db, payments, member)
  return {
    plan: { id: plan.id, name: planName(plan.id), priceId: plan.priceId },
    state: planState(member.organization),
    // Only the owner changes the plan (ADR 035); an admin sees it and its receipts.
    owner: can(member.organization.role, 'plan.change'),
    changes:
      plan.id === 'free'
        ? []
        : PLANS.filter((p) => p.id !== 'free' && p.id !== plan.id)
            .map((p) => ({
              id: p.id,
              name: planName(p.id),
              priceId: p.priceId,
              priceUsd: p.priceUsd,
              quote: quotePlan(member.organization, p.id),
            }))
            .map((c) => ({ ...c, localDue: c.quote.kind === 'upgrade' ? localPriceText(checkout.pricing, c.quote.amountUsd) : null })),
    notes: checkout.notes,
    receipts: await listReceipts(db, member.organization.id),
  }
}

/** Cancel or resume the plan's renewal, or switch plans; the rule (and the check that there is a paid plan) is on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'billing.manage')
  const form = await request.formData()
  const { db } = context.get(servicesContext)
  switch (form.get('intent')) {
    case 'switch-plan':
      return changePlan(member, async () => {
        const switched = await switchPlan(db, member, form.get('plan'))
        return switched.ok ? redirectWithFlash('/billing', 'billing.switched') : data({ error: t(switched.message) }, { status: 400 })
      })
    case 'cancel-renewal':
      return changePlan(member, async () => redirectWithFlash('/billing', await cancelRenewal(db, member)))
    case 'resume-renewal':
      return changePlan(member, async () => redirectWithFlash('/billing', await resumeRenewal(db, member)))
    default:
      return data({ error: t('billing.badIntent') }, { status: 400 })
  }
}

/** Only the owner changes the plan; a failure says so on the page. */
async function changePlan<R>(member: Member, change: () => Promise<R>) {
  if (!can(member.organization.role, 'plan.change')) return data({ error: t('billing.ownerOnly') }, { status: 403 })
  try {
    return await change()
  } catch (error) {
    console.error('Changing a plan renewal failed', error)
    return data({ error: t('billing.actionFailed') }, { status: 500 })
  }
}

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, state, receipts, owner, changes, notes } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/billing' ? navigation.formData?.get('intent') : null
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('billing.title')}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="plan-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
        <h2 id="plan-heading" className="text-sm font-medium text-muted-foreground">
          {t('billing.planHeading')}
        </h2>
        <p className="mt-1 text-2xl font-semibold" data-testid="billing-plan">
          {plan.id === 'free' ? t('dashboard.freePlan') : t('dashboard.plan', { plan: plan.name })}
        </p>
        <p className="mt-1 font-medium" data-testid="billing-state">
          {planStateText(state)}
        </p>
        {/* The hints tell the owner what they can do here; anyone else reads the owner-only note instead. */}
        {owner ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {state.kind === 'free'
              ? t('billing.freeHint')
              : state.kind === 'renews'
                ? t('billing.state.renewsHint', { days: RENEWAL_NOTICE_DAYS, date: formatDate(state.date) })
                : t('billing.state.endsHint', { plan: plan.name, date: formatDate(state.date) })}
          </p>
        ) : null}
        {owner ? null : (
          <p className="mt-4 rounded-md border border-border bg-muted px-4 py-3 text-sm" data-testid="owner-only">
            {t('billing.ownerOnly')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {owner && state.kind !== 'free' && state.renewable ? (
            <Form method="post" action="/pricing/checkout">
              <input type="hidden" name="priceId" value={plan.priceId ?? ''} />
              <input type="hidden" name="plan" value={plan.id} />
              <Button type="submit" pending={navigation.state !== 'idle' && navigation.formAction === '/pricing/checkout'} pendingText={t('common.loading')}>
                {t('billing.renewNow')}
              </Button>
            </Form>
          ) : null}
          {owner && state.kind === 'renews' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel-renewal" />
              <Button type="submit" variant="outline" pending={busy === 'cancel-renewal'} pendingText={t('common.loading')}>
                {t('billing.cancelRenewal')}
              </Button>
            </Form>
          ) : null}
          {owner && state.kind === 'ends' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resume-renewal" />
              <Button type="submit" variant="outline" pending={busy === 'resume-renewal'} pendingText={t('common.loading')}>
                {t('billing.resumeRenewal')}
              </Button>
            </Form>
          ) : null}
          <ButtonLink to="/#pricing" variant={state.kind === 'free' && owner ? 'default' : 'ghost'}>
            {state.kind === 'free' || !owner ? t('billing.seePlans') : t('billing.changePlan')}
          </ButtonLink>
        </div>
        {/* How the owner would pay, where there is something to pay for here: an upgrade or the renewal. */}
        {owner && (changes.some((c) => c.quote.kind === 'upgrade') || (state.kind !== 'free' && state.renewable)) ? <PaymentNotes lines={notes} className="mt-4" /> : null}
      </section>

      {owner && changes.length > 0 ? (
        <section aria-labelledby="change-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
          <h2 id="change-heading" className="text-xl font-semibold">
            {t('billing.change.heading')}
          </h2>
          <ul className="mt-3 space-y-4">
            {changes.map((c) => (
              <li key={c.id} data-testid={`change-${c.id}`}>
                {c.quote.kind === 'upgrade' ? (
                  <>
                    <p className="text-sm">
                      {t('billing.change.upgrade', { plan: c.name, current: plan.name, amount: formatUsd(c.quote.amountUsd), price: formatUsd(c.priceUsd), credit: formatUsd(c.quote.creditUsd) })}
                    </p>
                    <LocalPrice text={c.localDue} className="mt-1" />
                    <Form method="post" action="/pricing/checkout" className="mt-2">
                      <input type="hidden" name="priceId" value={c.priceId ?? ''} />
                      <input type="hidden" name="plan" value={c.id} />
                      <Button type="submit" size="sm" pending={navigation.state !== 'idle' && navigation.formAction === '/pricing/checkout'} pendingText={t('common.loading')}>
                        {t('billing.change.upgradeButton', { plan: c.name, amount: formatUsd(c.quote.amountUsd) })}
                      </Button>
                    </Form>
                  </>
                ) : c.quote.kind === 'downgrade' ? (
                  <>
                    <p className="text-sm">{t('billing.change.downgrade', { plan: c.name, current: plan.name, credit: formatUsd(c.quote.creditUsd), date: formatDate(c.quote.until) })}</p>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="switch-plan" />
                      <input type="hidden" name="plan" value={c.id} />
                      <Button type="submit" size="sm" variant="outline" pending={busy === 'switch-plan'} pendingText={t('common.loading')}>
                        {t('billing.change.downgradeButton', { plan: c.name })}
                      </Button>
                    </Form>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="receipts-heading" className="mt-8">
        <h2 id="receipts-heading" className="text-xl font-semibold">
          {t('billing.receiptsHeading')}
        </h2>
        {receipts.length === 0 ? (
          <div className="mt-3 rounded-lg border border-dashed border-border p-8 text-center">
            <p>{t('billing.noReceipts')}</p>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card" data-testid="receipts">
            {receipts.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                <div className="min-w-0">
                  <p className="font-medium">
                    <bdi>{r.description}</bdi>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className="sr-only">{t('billing.col.date')}: </span>
                    {formatDate(r.paidAt)} · <span className="sr-only">{t('billing.col.number')}: </span>
                    {r.number}
                  </p>
                </div>
                <div className="flex items-center gap-4">
                  <p className="font-semibold">
                    <span className="sr-only">{t('billing.col.amount')}: </span>
                    {formatUsd(r.amountUsd)}
                  </p>
                  <Link to={`/billing/receipts/${r.id}`} className="inline-flex min-h-11 items-center text-sm text-primary underline">
                    {t('billing.viewReceipt', { number: r.number })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
