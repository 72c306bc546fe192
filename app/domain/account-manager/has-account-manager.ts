import { type PlanId, planById } from '../../catalog/plans.ts'
import { tierById, type VerificationTierId } from '../../catalog/verification.ts'

/**
 * Whether an organization has a dedicated account manager: its plan in force includes one
 * (Premium), or its badge in force is of a tier that does (Elite). `plan` is the effective plan and
 * `badgeTier` the tier of the badge in force (getMember gives both). When neither holds any more,
 * the card is hidden and the assignment kept, for when it holds again.
 */
export function hasAccountManager(org: { plan: PlanId; badgeTier: VerificationTierId | null }): boolean {
  if (planById(org.plan).entitlements.accountManager) return true
  return org.badgeTier ? (tierById(org.badgeTier)?.features.includes('account_manager') ?? false) : false
}

/** A person's initials for their picture: the first letter of their first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = (word: string | undefined) => (word ? [...word][0].toLocaleUpperCase() : '')
  return first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')
}
