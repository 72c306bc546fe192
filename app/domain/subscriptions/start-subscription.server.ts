import { planByPriceId, planName } from '../../catalog/plans.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import type { Member } from '../accounts/get-member.server.ts'
import type { Db } from '../../db/client.server.ts'
import type { MessageId } from '../../i18n/index.ts'
import { quotePlan } from './plan-change.ts'
import { isRenewable, planState } from './plan-state.ts'
import { startCheckout } from '../payments/checkout.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

export type SubscriptionStart = { url: string } | { message: MessageId; to?: string }

/**
 * A pricing card's button: the plan and its price come from the catalogue through the price id,
 * never from the browser's figures. Free needs no checkout (moving to Free is cancelling renewal);
 * a plan already in force is not sold twice, except as its renewal near its end. Mid-term (ADR 035),
 * an upgrade costs its price less the unused part of the plan in force; a cheaper plan is not sold
 * at all: it is a switch on Billing, paid for by that unused part.
 */
export async function startSubscription(db: Db, provider: PaymentProvider, member: Member, input: { priceId: string; plan: string }, appUrl: string): Promise<SubscriptionStart> {
  // The Free card posts no price id: moving to Free is cancelling renewal.
  if (input.plan === 'free' || !input.priceId) return { message: member.organization.plan === 'free' ? 'pricing.alreadyFree' : 'pricing.paidUntilRenewal' }
  const plan = planByPriceId(input.priceId)
  if (!plan) return { message: 'pricing.noPrice' }
  // The plan in force is sold again only as its renewal, in the weeks before it ends (ADR 015).
  if (member.organization.plan === plan.id && !isRenewable(planState(member.organization))) return { message: 'pricing.alreadyOnPlan' }
  const quote = quotePlan(member.organization, plan.id)
  if (quote.kind === 'downgrade') return { message: 'pricing.switchOnBilling', to: '/billing' }
  const amountUsd = quote.kind === 'upgrade' || quote.kind === 'buy' ? quote.amountUsd : plan.priceUsd
  const url = await startCheckout(db, provider, appUrl, {
    purpose: 'subscription',
    referenceId: member.organization.id,
    item: plan.id,
    userId: member.id,
    email: member.email,
    amountUsd,
    // What the payer sees on the provider's page, in their language; receipts name it from the item.
    description:
      quote.kind === 'upgrade'
        ? t('billing.item.upgrade', { plan: planName(plan.id), from: planName(quote.from), credit: formatUsd(quote.creditUsd) })
        : t('billing.item.subscription', { plan: planName(plan.id) }),
    successPath: '/dashboard?subscription=success',
    cancelPath: '/?subscription=canceled#pricing',
  })
  return { url }
}
