import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, grants, whiteGloveRequests } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { paidCheckout } from '../payments/payment-records.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { refundPaymentWithin } from '../payments/refund-payment.server.ts'
import { feeForAward } from './invoice-white-glove.server.ts'
import { INVOICED_WHITE_GLOVE_STATUSES } from './white-glove-state.ts'

export interface AwardCorrection {
  requestId: string
  applicationId: string
  memberId: string
  grantTitle: string
  awardUsd: number
  feeUsd: number
  /** Still to pay after the correction (a raised award on a paid fee: the difference). */
  dueUsd: number
  /** Returned to the payer by this correction (a lowered award on a paid fee). */
  creditUsd: number
}

export type CorrectOutcome =
  | ({ kind: 'corrected' } & AwardCorrection)
  | { kind: 'not-found' }
  | { kind: 'not-invoiced' }
  | { kind: 'unchanged' }
  | { kind: 'too-large' }
  | { kind: 'too-small' }
  /** The credit is more than the one payment it would come from (a fee paid in parts): staff refund it by hand. */
  | { kind: 'credit-too-large' }

/**
 * Staff correct the amount awarded on an invoiced (or paid) white-glove request, which the member can
 * no longer change (ADR 037). In one transaction, holding the request: the fee is computed anew at the
 * percent the member accepted; the application's amount follows; an unpaid fee is simply re-invoiced;
 * on a paid fee, a higher award invoices the difference (the request is due again), a lower one
 * credits the difference back through the payment provider. Audited with the reason; the member is
 * told in-app here, and by email after (the correction returned).
 */
export async function correctWhiteGloveAward(
  db: Db,
  provider: PaymentProvider,
  actorId: string,
  input: { requestId: string; awardUsd: number; reason: string },
  now = new Date(),
): Promise<CorrectOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: whiteGloveRequests.status,
        memberId: whiteGloveRequests.memberId,
        applicationId: whiteGloveRequests.applicationId,
        feePercent: whiteGloveRequests.feePercent,
        awardAmountUsd: whiteGloveRequests.awardAmountUsd,
        feeUsd: whiteGloveRequests.feeUsd,
        feePaidUsd: whiteGloveRequests.feePaidUsd,
        grantTitle: grants.title,
      })
      .from(whiteGloveRequests)
      .innerJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(eq(whiteGloveRequests.id, input.requestId))
      .for('update', { of: whiteGloveRequests })
    if (!request) return { kind: 'not-found' }
    if (!INVOICED_WHITE_GLOVE_STATUSES.includes(request.status)) return { kind: 'not-invoiced' }
    if (request.awardAmountUsd === input.awardUsd) return { kind: 'unchanged' }
    const priced = feeForAward(input.awardUsd, request.feePercent)
    if ('problem' in priced) return priced.problem === 'too-large' ? { kind: 'too-large' } : { kind: 'too-small' }
    const feeUsd = priced.feeUsd
    const creditUsd = Math.max(0, request.feePaidUsd - feeUsd)
    // This correction's own id: the refund's key at the provider, and the audit row's.
    const correctionId = randomUUID()
    if (creditUsd > 0) {
      const payment = await paidCheckout(tx, 'white_glove_fee', input.requestId)
      // What earlier credits left of the payment, not what it once was.
      if (!payment || payment.amountUsd - payment.refundedUsd < creditUsd) return { kind: 'credit-too-large' }
      // The provider returns the difference; a refusal throws and nothing here is recorded.
      await refundPaymentWithin(tx, provider, 'white_glove_fee', input.requestId, { refundUsd: creditUsd, refundKey: `wg_correction_${correctionId}`, now })
    }
    const feePaidUsd = request.feePaidUsd - creditUsd
    const status = feeUsd > feePaidUsd ? 'invoiced' : 'paid'
    await tx.update(whiteGloveRequests).set({ status, awardAmountUsd: input.awardUsd, feeUsd, feePaidUsd }).where(eq(whiteGloveRequests.id, input.requestId))
    await tx.update(applications).set({ amountAwarded: input.awardUsd, updatedAt: now }).where(eq(applications.id, request.applicationId))
    await recordAudit(tx, {
      actorId,
      action: 'white_glove.correct_award',
      entityType: 'white_glove_request',
      entityId: input.requestId,
      before: { status: request.status, awardUsd: request.awardAmountUsd, feeUsd: request.feeUsd, feePaidUsd: request.feePaidUsd },
      after: { status, awardUsd: input.awardUsd, feeUsd, feePaidUsd, creditUsd, reason: input.reason, correctionId },
    })
    const dueUsd = feeUsd - feePaidUsd
    await notify(tx, request.memberId, 'whiteGlove.notification.corrected', { grant: request.grantTitle, amountUsd: feeUsd }, `/dashboard/applications/${request.applicationId}#white-glove`)
    return {
      kind: 'corrected',
      requestId: input.requestId,
      applicationId: request.applicationId,
      memberId: request.memberId,
      grantTitle: request.grantTitle,
      awardUsd: input.awardUsd,
      feeUsd,
      dueUsd,
      creditUsd,
    }
  })
}
