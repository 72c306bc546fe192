import { and, eq } from 'drizzle-orm'
import { WHITE_GLOVE_MIN_FEE_USD } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, grants, whiteGloveRequests } from '../../db/schema/index.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { applicationStatusLabel, canMove, OUTCOME_STATUSES, type ApplicationStatus } from './application-status.ts'
import type { ApplicationUpdate } from './application.schema.ts'
import { closeWhiteGloveOnDecision, type WhiteGloveClosure } from '../white-glove/close-white-glove-on-decision.server.ts'
import { feeForAward, invoiceWhiteGlove, type WhiteGloveInvoice } from '../white-glove/invoice-white-glove.server.ts'
import { BILLABLE_WHITE_GLOVE_STATUSES, INVOICED_WHITE_GLOVE_STATUSES, smallestAwardFor } from '../white-glove/white-glove-state.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { payWhiteGloveExpertOnStatus } from '../white-glove/pay-white-glove-expert.server.ts'

/** A change the application's rules refuse; `field` names the form field the message belongs beside. */
export class ApplicationRuleError extends Error {
  readonly field: 'status' | 'amountAwarded'
  constructor(message: string, field: 'status' | 'amountAwarded') {
    super(message)
    this.field = field
  }
}

export type UpdateOutcome =
  /** Saved; the invoice made and the white-glove request closed, to be emailed once this has committed. */
  | { kind: 'saved'; invoice: WhiteGloveInvoice | null; closure: WhiteGloveClosure | null; grantTitle: string }
  /** Nothing saved: the award would invoice this fee, which the member has not confirmed yet. */
  | { kind: 'confirm'; awardUsd: number; feeUsd: number; feePercent: number }

/**
 * Moves the member's application along its allowed path and records the change in its history,
 * all in one transaction. Submitting records today as the submission date unless one is given;
 * Awarded and Not Awarded set the outcome. With an expert assigned for white-glove help (ADR 037):
 * Awarded needs the amount, whose fee the member confirms first (`confirmedFeeUsd` must equal the
 * fee the server computes, else nothing is saved and the fee is returned to show); the fee is then
 * invoiced once, and the amount is locked for the member (staff correct it). A request closed when the
 * application was withdrawn is invoiced the same way if the grant is awarded after all. Not Awarded or
 * Withdrawn closes the request with no fee; a decision cancels a request no expert took up. Once the
 * application is submitted or decided, Harambee owes the assigned expert their fixed fee (ADR 079),
 * paid through `payoutProvider` by the payout scan. A
 * status change goes into the team's activity feed as done by `actorId` (null: the system).
 * Returns null when the application is not the organization's.
 */
export async function updateApplication(
  db: Db,
  orgId: string,
  id: string,
  input: ApplicationUpdate,
  actorId: string | null = null,
  confirmedFeeUsd: number | null = null,
  payoutProvider = 'sandbox',
): Promise<null | UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status, submissionDate: applications.submissionDate, grantTitle: grants.title })
      .from(applications)
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(and(eq(applications.id, id), eq(applications.organizationId, orgId)))
      .for('update', { of: applications })
    if (!current) return null
    const from = current.status as ApplicationStatus
    if (!canMove(from, input.status)) throw new ApplicationRuleError(t('application.badMove', { from: applicationStatusLabel(from), to: applicationStatusLabel(input.status) }), 'status')
    if (input.amountAwarded !== null && input.status !== 'awarded') throw new ApplicationRuleError(t('application.amountOnlyAwarded'), 'amountAwarded')
    const [whiteGlove] = await tx
      .select({
        id: whiteGloveRequests.id,
        status: whiteGloveRequests.status,
        memberId: whiteGloveRequests.memberId,
        feePercent: whiteGloveRequests.feePercent,
        awardAmountUsd: whiteGloveRequests.awardAmountUsd,
      })
      .from(whiteGloveRequests)
      .where(eq(whiteGloveRequests.applicationId, id))
      .for('update')
    // Invoiced: the amount the fee was computed from is no longer the member's to change.
    if (whiteGlove && INVOICED_WHITE_GLOVE_STATUSES.includes(whiteGlove.status) && input.amountAwarded !== whiteGlove.awardAmountUsd)
      throw new ApplicationRuleError(t('whiteGlove.awardLocked', { award: formatUsd(whiteGlove.awardAmountUsd ?? 0) }), 'amountAwarded')
    let fee: number | null = null
    // A request closed when the application was withdrawn is billed like an assigned one: the expert helped.
    if (whiteGlove && BILLABLE_WHITE_GLOVE_STATUSES.includes(whiteGlove.status) && input.status === 'awarded') {
      if (input.amountAwarded === null) throw new ApplicationRuleError(t('whiteGlove.awardAmountRequired', { percent: whiteGlove.feePercent }), 'amountAwarded')
      const priced = feeForAward(input.amountAwarded, whiteGlove.feePercent)
      // Nothing is saved when the fee could not be charged: the member is told beside the amount.
      if ('problem' in priced && priced.problem === 'too-large') throw new ApplicationRuleError(t('whiteGlove.awardTooLarge'), 'amountAwarded')
      if ('problem' in priced)
        throw new ApplicationRuleError(
          t('whiteGlove.awardTooSmall', {
            award: formatUsd(input.amountAwarded),
            minFee: formatUsd(WHITE_GLOVE_MIN_FEE_USD),
            minAward: formatUsd(smallestAwardFor(WHITE_GLOVE_MIN_FEE_USD, whiteGlove.feePercent)),
            percent: whiteGlove.feePercent,
          }),
          'amountAwarded',
        )
      if (confirmedFeeUsd !== priced.feeUsd) return { kind: 'confirm', awardUsd: input.amountAwarded, feeUsd: priced.feeUsd, feePercent: whiteGlove.feePercent }
      fee = priced.feeUsd
    }
    const submitted = ['submitted', ...OUTCOME_STATUSES].includes(input.status)
    await tx
      .update(applications)
      .set({
        status: input.status,
        submissionDate: input.submissionDate ?? (submitted ? (current.submissionDate ?? new Date().toISOString().slice(0, 10)) : null),
        outcome: OUTCOME_STATUSES.includes(input.status) ? input.status : null,
        amountAwarded: input.status === 'awarded' ? input.amountAwarded : null,
        notes: input.notes,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id))
    if (from !== input.status) {
      await tx.insert(applicationEvents).values({ applicationId: id, status: input.status })
      // Status ids, not words: the feed shows them in each reader's language.
      await recordActivity(tx, { organizationId: orgId, actorId, verb: 'application.status', subjectType: 'application', subjectId: id, data: { grant: current.grantTitle, from, to: input.status } })
    }
    const closure = await closeWhiteGloveOnDecision(tx, id, input.status, current.grantTitle)
    const invoice = whiteGlove && fee !== null && input.amountAwarded !== null ? await invoiceWhiteGlove(tx, whiteGlove, id, input.amountAwarded, fee, current.grantTitle) : null
    if (whiteGlove && from !== input.status) await payWhiteGloveExpertOnStatus(tx, id, input.status, payoutProvider)
    return { kind: 'saved', invoice, closure, grantTitle: current.grantTitle }
  })
}
