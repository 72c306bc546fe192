import { expertTierById } from '../../catalog/expert-membership.ts'
import type { AppServices } from '../../context.ts'
import { startCheckout } from '../payments/checkout.server.ts'
import { paymentItemName } from '../payments/payment-item.server.ts'
import { mayPayMembership, membershipItem } from './membership.ts'
import type { ExpertRow } from './my-expert-application.server.ts'

/**
 * Opens the membership checkout of an approved expert, at the price of the tier on the server's
 * catalogue, for the year that follows the current one. Null when there is nothing to pay now
 * (pending, rejected, or a running membership outside its renewal window).
 */
export async function startMembershipCheckout(services: Pick<AppServices, 'db' | 'payments' | 'config'>, expert: ExpertRow, payer: { id: string; email: string }): Promise<string | null> {
  if (!mayPayMembership(expert)) return null
  const tier = expertTierById(expert.membershipTier)
  if (!tier) return null
  const item = membershipItem(tier.id, expert.membershipExpiresAt)
  return startCheckout(services.db, services.payments, services.config.appUrl, {
    purpose: 'expert_membership',
    referenceId: expert.id,
    item,
    userId: payer.id,
    email: payer.email,
    amountUsd: tier.priceUsd,
    description: paymentItemName('expert_membership', item),
    successPath: '/become-grant-expert?payment=success',
    cancelPath: '/become-grant-expert?payment=canceled',
  })
}
