import { and, eq, inArray } from 'drizzle-orm'
import { whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { whiteGloveFee, whiteGloveStatusesInto } from './white-glove-state.ts'

/** The largest fee a checkout can carry (payment amounts are 32-bit whole dollars). */
export const MAX_FEE_USD = 2_147_483_647

export interface WhiteGloveInvoice {
  requestId: string
  memberId: string
  awardUsd: number
  feeUsd: number
}

/**
 * The application has just been marked Awarded with an amount (in whole USD, as the tracking form
 * asks): its white-glove request, if an expert was assigned, is invoiced once. The fee is the percent
 * the member accepted, of the award, rounded to the nearest dollar. Runs in the application update's
 * transaction; a request already invoiced (or paid) is left as it was, whatever the application
 * says later. Returns the invoice, or null when there was nothing to invoice; `too-large` when the
 * fee could not be charged.
 */
export async function invoiceWhiteGloveOnAward(tx: Tx, applicationId: string, awardUsd: number, grantTitle: string, now = new Date()): Promise<WhiteGloveInvoice | null | 'too-large'> {
  if (awardUsd <= 0) return null
  const [request] = await tx
    .select({ id: whiteGloveRequests.id, memberId: whiteGloveRequests.memberId, feePercent: whiteGloveRequests.feePercent })
    .from(whiteGloveRequests)
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('invoiced'))))
    .for('update')
  if (!request) return null
  const feeUsd = whiteGloveFee(awardUsd, request.feePercent)
  if (awardUsd > MAX_FEE_USD || feeUsd > MAX_FEE_USD) return 'too-large'
  await tx
    .update(whiteGloveRequests)
    .set({ status: 'invoiced', awardAmountUsd: awardUsd, feeUsd, invoicedAt: now })
    .where(and(eq(whiteGloveRequests.id, request.id), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('invoiced'))))
  await notify(tx, request.memberId, 'whiteGlove.notification.invoiced', { grant: grantTitle, amountUsd: feeUsd }, `/dashboard/applications/${applicationId}#white-glove`)
  return { requestId: request.id, memberId: request.memberId, awardUsd, feeUsd }
}
