import { PLAN_IDS, type PlanId, planName } from '../../catalog/plans.ts'
import { tierName, VERIFICATION_TIER_IDS, type VerificationTierId } from '../../catalog/verification.ts'
import { t } from '../../i18n/index.ts'
import { expertTierName } from '../experts/expert-tier-name.ts'
import { parseMembershipItem } from '../experts/membership.ts'

/**
 * What a payment bought, in the current language ("Pro Yearly", "Standard verification"), from its
 * purpose and item (a plan id, a tier id): receipts, notifications and checkout pages name it in the
 * reader's language, whatever language the payer used. `fallback` is the checkout's stored
 * description, shown when the item is unknown (a receipt written before receipts kept the item).
 */
export function paymentItemName(purpose: string, item: string | null | undefined, fallback = ''): string {
  if (purpose === 'subscription' && (PLAN_IDS as readonly string[]).includes(item ?? '')) return t('billing.item.subscription', { plan: planName(item as PlanId) })
  if (purpose === 'verification' && (VERIFICATION_TIER_IDS as readonly string[]).includes(item ?? '')) return t('billing.item.verification', { tier: tierName(item as VerificationTierId) })
  if (purpose === 'escrow_milestone') return t('engagements.paymentItem')
  if (purpose === 'white_glove_fee') return t('whiteGlove.paymentItem')
  const membership = purpose === 'expert_membership' ? parseMembershipItem(item) : null
  if (membership) return t('expertJoin.item', { tier: expertTierName(membership.tier) })
  return fallback
}
