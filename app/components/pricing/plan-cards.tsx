import { BadgeCheck } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import { checkoutName, PLANS, type PlanId } from '../../catalog/plans.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { PaymentTermsNotice } from '../legal/prose-page.tsx'
import { Button } from '../ui/button.tsx'

const CHECKOUT = '/pricing/checkout'

/**
 * The three plans from the catalogue. Each button posts {priceId, plan} to the checkout route,
 * so it works before JavaScript loads; while a checkout is being created it shows "Loading...".
 */
export function PlanCards({ currentPlan }: { currentPlan: PlanId | null }) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction === CHECKOUT ? navigation.formData?.get('plan') : null
  return (
    <>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <div key={plan.id} className={`relative flex flex-col rounded-lg border bg-card p-6 ${plan.popular ? 'border-primary shadow-lg' : 'border-border'}`}>
            {plan.popular ? (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">{t('pricing.mostPopular')}</span>
            ) : null}
            <h3 className="text-xl font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span className="text-4xl font-bold">{formatUsd(plan.priceUsd)}</span>{' '}
              <span className="text-muted-foreground">{plan.period === 'forever' ? t('pricing.forever') : t('pricing.perYear')}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <BadgeCheck aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />
                  {f}
                </li>
              ))}
            </ul>
            {currentPlan === plan.id ? <p className="mt-6 text-center text-sm font-medium text-primary">{t('pricing.currentPlan')}</p> : null}
            <Form method="post" action={CHECKOUT} className={currentPlan === plan.id ? 'mt-2' : 'mt-6'}>
              <input type="hidden" name="priceId" value={plan.priceId ?? ''} />
              <input type="hidden" name="plan" value={checkoutName(plan)} />
              <Button
                type="submit"
                className="w-full"
                variant={plan.popular ? 'default' : 'outline'}
                pending={pending === checkoutName(plan)}
                pendingText={t('common.loading')}
                aria-label={`${t('pricing.choose')}: ${plan.name}`}
              >
                {t('pricing.choose')}
              </Button>
            </Form>
          </div>
        ))}
      </div>
      <PaymentTermsNotice className="mt-6 text-center text-sm text-muted-foreground" />
    </>
  )
}
