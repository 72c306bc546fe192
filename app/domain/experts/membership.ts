import { EXPERT_MEMBERSHIP_MONTHS, EXPERT_RENEWAL_NOTICE_DAYS, type ExpertTierId, isExpertTierId } from '../../catalog/expert-membership.ts'

export interface MembershipFacts {
  applicationStatus: 'pending' | 'approved' | 'rejected'
  membershipStatus: 'inactive' | 'active' | 'expired'
  membershipExpiresAt: Date | null
}

/** Where an application stands, as its page (and the expert workspace) shows it. */
export type MembershipStage = 'pending' | 'rejected' | 'awaiting-payment' | 'active' | 'expired'

/**
 * An active membership past its end date is expired at once, before the nightly job marks it so:
 * the same rule as the directory's listing (listed.server.ts).
 */
export function membershipStage(expert: MembershipFacts, now = new Date()): MembershipStage {
  if (expert.applicationStatus === 'pending') return 'pending'
  if (expert.applicationStatus === 'rejected') return 'rejected'
  if (expert.membershipStatus === 'active') return expert.membershipExpiresAt && expert.membershipExpiresAt <= now ? 'expired' : 'active'
  if (expert.membershipStatus === 'expired') return 'expired'
  return 'awaiting-payment'
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * An approved expert may pay for the first year, renew an expired membership, or renew a running one
 * within EXPERT_RENEWAL_NOTICE_DAYS of its end (never years ahead).
 */
export function mayPayMembership(expert: MembershipFacts, now = new Date()): boolean {
  const stage = membershipStage(expert, now)
  if (stage === 'awaiting-payment' || stage === 'expired') return true
  if (stage !== 'active' || !expert.membershipExpiresAt) return false
  return expert.membershipExpiresAt.getTime() - now.getTime() <= EXPERT_RENEWAL_NOTICE_DAYS * DAY_MS
}

/**
 * What a membership checkout pays for: the tier, and the year it follows (the expiry it extends, or
 * `first`). A payment made for a year that has already been paid finds a different expiry and is
 * returned (settle-expert-membership.server.ts).
 */
export const membershipItem = (tier: ExpertTierId, expiresAt: Date | null) => `${tier}:${expiresAt ? expiresAt.toISOString() : 'first'}`

export function parseMembershipItem(item: string | null | undefined): { tier: ExpertTierId; follows: string } | null {
  const [tier, follows, ...rest] = (item ?? '').split(':')
  if (rest.length && follows) return isExpertTierId(tier) ? { tier, follows: [follows, ...rest].join(':') } : null
  return isExpertTierId(tier) && follows ? { tier, follows } : null
}

/** A paid year starts at the end of the current one, or now when there is none running. */
export function nextExpiry(current: Date | null, now = new Date()): Date {
  const start = current && current > now ? current : now
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + EXPERT_MEMBERSHIP_MONTHS)
  return end
}
