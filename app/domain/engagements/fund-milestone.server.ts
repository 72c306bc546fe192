import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, milestones } from '../../db/schema/index.ts'
import { startCheckout } from '../payments/checkout.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { paymentItemName } from '../payments/payment-item.server.ts'
import { canMove } from './milestone-state.ts'

/**
 * Fund: the engagement's member pays the milestone's price into escrow. The amount comes from the
 * milestone's row, never from the form; only a verified payment event then marks it funded
 * (settle-milestone-funding.server.ts). Returns where to pay, or why not.
 */
export async function startMilestoneFunding(
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  member: { id: string; email: string },
  milestoneId: string,
): Promise<{ url: string } | { refused: 'not-found' | 'not-allowed' }> {
  const [row] = await db
    .select({ milestone: milestones, memberId: engagements.memberId, status: engagements.status })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .where(eq(milestones.id, milestoneId))
  if (!row || row.memberId !== member.id) return { refused: 'not-found' }
  if (row.status !== 'active' || !canMove('fund', row.milestone.status, 'payment')) return { refused: 'not-allowed' }
  const here = `/engagements/${row.milestone.engagementId}`
  const url = await startCheckout(db, provider, appUrl, {
    purpose: 'escrow_milestone',
    referenceId: row.milestone.id,
    item: 'milestone',
    userId: member.id,
    email: member.email,
    amountUsd: row.milestone.amountUsd,
    description: `${paymentItemName('escrow_milestone', 'milestone')}: ${row.milestone.title}`,
    successPath: `${here}?payment=success`,
    cancelPath: `${here}?payment=canceled`,
  })
  return { url }
}
