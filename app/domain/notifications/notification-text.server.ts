import { isRevocationReason } from '../../catalog/badge-check.ts'
import { badgeName, BADGE_IDS, type BadgeId } from '../../catalog/badges.ts'
import { contactTopicLabel } from '../../catalog/contact.ts'
import { isExpertTierId } from '../../catalog/expert-membership.ts'
import { PLAN_IDS, type PlanId, planName } from '../../catalog/plans.ts'
import { tierName, VERIFICATION_TIER_IDS, type VerificationTierId } from '../../catalog/verification.ts'
import { isMessageId } from '../../i18n/catalogue.server.ts'
import { formatDate, formatIsolatedList, formatUsd, t } from '../../i18n/index.ts'
import { expertTierName } from '../experts/expert-tier-name.ts'
import { paymentItemName } from '../payments/payment-item.server.ts'

type Params = Record<string, string | number>
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)

/**
 * A stored notification's parameters as its message shows them, in the current language. A
 * notification stores ids and figures, never words: a plan, tier or badge id, a contact topic id,
 * a calendar date (YYYY-MM-DD), an amount in dollars, what a payment bought (purpose and item),
 * a list of names (nameList, a JSON array: joined as the language joins lists, each name isolated).
 * Notifications written before that carry the words themselves, and are shown as they were written.
 */
export function notificationParams(params: Params): Params {
  const shown: Params = { ...params }
  if (oneOf(PLAN_IDS, params.plan)) shown.plan = planName(params.plan as PlanId)
  if (oneOf(VERIFICATION_TIER_IDS, params.tier)) shown.tier = tierName(params.tier as VerificationTierId)
  if (isExpertTierId(params.expertTier)) shown.tier = expertTierName(params.expertTier)
  if (oneOf(BADGE_IDS, params.badge)) shown.badge = badgeName(params.badge as BadgeId)
  if (isRevocationReason(params.reason)) shown.reason = t(`badgeCheck.reason.${params.reason}`)
  if (typeof params.topicId === 'string') shown.topic = t(contactTopicLabel(params.topicId))
  if (typeof params.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(params.date)) shown.date = formatDate(params.date)
  if (typeof params.amountUsd === 'number') shown.amount = formatUsd(params.amountUsd)
  if (typeof params.purpose === 'string') shown.what = paymentItemName(params.purpose, String(params.item ?? ''), String(params.what ?? ''))
  if (typeof params.nameList === 'string') shown.names = nameList(params.nameList)
  return shown
}

function nameList(json: string): string {
  try {
    const names: unknown = JSON.parse(json)
    return Array.isArray(names) ? formatIsolatedList(names.map(String)) : json
  } catch {
    return json
  }
}

/** A stored notification in the current language; an id the catalogue no longer has is shown as it is. */
export function notificationText(messageId: string, params: Params): string {
  return isMessageId(messageId) ? t(messageId, notificationParams(params)) : messageId
}
