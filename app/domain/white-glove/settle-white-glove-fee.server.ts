import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { applications, whiteGloveRequests } from '../../db/schema/index.ts'
import type { Settlement } from '../payments/settlement.ts'
import { whiteGloveStatusesInto } from './white-glove-state.ts'

/**
 * A white-glove fee pays its invoice once: the request is locked, and a fee already paid, a request
 * not invoiced, or a payment of another amount than what is due (the fee less what was paid before a
 * staff correction raised it, ADR 037) leaves this payment to be returned.
 * The receipt is the organization's whose application it is, whichever of its members paid.
 */
export const settleWhiteGloveFee: Settlement = async (tx, session) => {
  if (!z.uuid().safeParse(session.referenceId).success) return 'already-settled'
  const [request] = await tx
    .select({ status: whiteGloveRequests.status, feeUsd: whiteGloveRequests.feeUsd, feePaidUsd: whiteGloveRequests.feePaidUsd, organizationId: applications.organizationId })
    .from(whiteGloveRequests)
    .innerJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
    .where(eq(whiteGloveRequests.id, session.referenceId))
    .for('update', { of: whiteGloveRequests })
  if (!request || request.feeUsd === null || !whiteGloveStatusesInto('paid').includes(request.status) || request.feeUsd - request.feePaidUsd !== session.amountUsd) return 'already-settled'
  await tx
    .update(whiteGloveRequests)
    .set({ status: 'paid', feePaidUsd: request.feeUsd, paidAt: new Date() })
    .where(and(eq(whiteGloveRequests.id, session.referenceId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('paid'))))
  return { receiptOrganizationId: request.organizationId }
}
