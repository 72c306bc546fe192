import { and, eq, inArray } from 'drizzle-orm'
import { WHITE_GLOVE_MIN_FEE_USD } from '../../catalog/expert-membership.ts'
import { whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { BILLABLE_WHITE_GLOVE_STATUSES, MAX_FEE_USD, whiteGloveFee } from './white-glove-state.ts'

export interface WhiteGloveInvoice {
  requestId: string
  memberId: string
  awardUsd: number
  feeUsd: number
}

/** Why an award cannot be invoiced: its fee would not fit a checkout, or is under the smallest fee we invoice. */
export type AwardProblem = 'too-large' | 'too-small'

/** The fee on an award at the request's percent, or why it cannot be invoiced (ADR 037). */
export function feeForAward(awardUsd: number, feePercent: number): { feeUsd: number } | { problem: AwardProblem } {
  const feeUsd = whiteGloveFee(awardUsd, feePercent)
  if (awardUsd > MAX_FEE_USD || feeUsd > MAX_FEE_USD) return { problem: 'too-large' }
  if (feeUsd < WHITE_GLOVE_MIN_FEE_USD) return { problem: 'too-small' }
  return { feeUsd }
}

/**
 * The application has just been marked Awarded with an amount the member confirmed, whose fee the
 * caller computed (feeForAward) on the request it locked: the request moves from assigned (or closed:
 * the expert had helped before the application was withdrawn) to invoiced, once. Runs in the application update's transaction; from then on the amount is locked
 * for the member (a correction goes through staff, ADR 037).
 */
export async function invoiceWhiteGlove(
  tx: Tx,
  request: { id: string; memberId: string },
  applicationId: string,
  awardUsd: number,
  feeUsd: number,
  grantTitle: string,
  now = new Date(),
): Promise<WhiteGloveInvoice | null> {
  // The one move into invoiced from an award (paid → invoiced is a staff correction's).
  const moved = await tx
    .update(whiteGloveRequests)
    .set({ status: 'invoiced', awardAmountUsd: awardUsd, feeUsd, feePaidUsd: 0, invoicedAt: now })
    .where(and(eq(whiteGloveRequests.id, request.id), inArray(whiteGloveRequests.status, [...BILLABLE_WHITE_GLOVE_STATUSES])))
    .returning({ id: whiteGloveRequests.id })
  if (!moved.length) return null
  await notify(tx, request.memberId, 'whiteGlove.notification.invoiced', { grant: grantTitle, amountUsd: feeUsd }, `/dashboard/applications/${applicationId}#white-glove`)
  return { requestId: request.id, memberId: request.memberId, awardUsd, feeUsd }
}
