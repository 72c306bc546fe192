import { eq } from 'drizzle-orm'
import { experts } from '../../db/schema/index.ts'
import type { Settlement } from '../payments/settlement.ts'
import { parseUuid } from '../shared/ids.ts'
import { membershipItem, nextExpiry, parseMembershipItem } from './membership.ts'

/**
 * An expert membership pays one year (ADR 024). The expert row is locked; the payment settles only
 * when the application is approved and the membership still ends where it ended when the checkout
 * opened (the year it follows). A second payment for the same year, or for an application that is
 * gone or no longer approved, is 'already-settled' and returned. Settling makes the membership
 * active until max(now, current expiry) + 12 months, in the tier paid for, with a fresh renewal notice.
 */
export const settleExpertMembership: Settlement = async (tx, session) => {
  const id = parseUuid(session.referenceId)
  const paid = parseMembershipItem(session.item)
  if (!id || !paid) return 'already-settled'
  const [expert] = await tx.select({ applicationStatus: experts.applicationStatus, membershipExpiresAt: experts.membershipExpiresAt }).from(experts).where(eq(experts.id, id)).for('update')
  if (expert?.applicationStatus !== 'approved') return 'already-settled'
  if (membershipItem(paid.tier, expert.membershipExpiresAt) !== session.item) return 'already-settled'
  const now = new Date()
  await tx
    .update(experts)
    .set({ membershipStatus: 'active', membershipTier: paid.tier, membershipExpiresAt: nextExpiry(expert.membershipExpiresAt, now), renewalNoticeSentAt: null, updatedAt: now })
    .where(eq(experts.id, id))
  return 'settled'
}
