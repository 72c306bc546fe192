import type { Settlement } from '../payments/settlement.ts'
import { parseUuid } from '../shared/ids.ts'
import { moveMilestone } from './move-milestone.server.ts'

/**
 * A verified payment funds its escrow milestone once: the milestone's row is locked and moved from
 * unfunded to funded through the state machine, keeping the checkout for refunds. A milestone
 * already funded (or past it), one that no longer exists, or a payment of another amount leaves
 * this payment to be returned (ADR 010).
 */
export const settleMilestoneFunding: Settlement = async (tx, session) => {
  const milestoneId = parseUuid(session.referenceId)
  if (!milestoneId) return 'already-settled'
  const moved = await moveMilestone(tx, {
    milestoneId,
    move: 'fund',
    actor: { kind: 'payment' },
    paymentSessionId: session.id,
    guard: (milestone) => milestone.amountUsd === session.amountUsd,
  })
  return moved.ok ? 'settled' : 'already-settled'
}
