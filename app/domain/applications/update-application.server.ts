import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, grants } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { applicationStatusLabel, canMove, OUTCOME_STATUSES, type ApplicationStatus } from './application-status.ts'
import type { ApplicationUpdate } from './application.schema.ts'
import { closeWhiteGloveOnDecision } from '../white-glove/close-white-glove-on-decision.server.ts'
import { invoiceWhiteGloveOnAward, type WhiteGloveInvoice } from '../white-glove/invoice-white-glove.server.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/** A change the application's rules refuse; `field` names the form field the message belongs beside. */
export class ApplicationRuleError extends Error {
  readonly field: 'status' | 'amountAwarded'
  constructor(message: string, field: 'status' | 'amountAwarded') {
    super(message)
    this.field = field
  }
}

/**
 * Moves the member's application along its allowed path and records the change in its history,
 * all in one transaction. Submitting records today as the submission date unless one is given;
 * Awarded and Not Awarded set the outcome; Awarded with an amount invoices the white-glove fee of an
 * assigned request (once), and a decision cancels a white-glove request no expert took up. A status
 * change goes into the team's activity feed as done by `actorId` (null: the system). Returns null
 * when the application is not the organization's, else the invoice made (to be emailed once this has committed).
 */
export async function updateApplication(
  db: Db,
  orgId: string,
  id: string,
  input: ApplicationUpdate,
  actorId: string | null = null,
): Promise<null | { invoice: WhiteGloveInvoice | null; grantTitle: string }> {
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
    await closeWhiteGloveOnDecision(tx, id, input.status)
    const invoice = input.status === 'awarded' && input.amountAwarded !== null ? await invoiceWhiteGloveOnAward(tx, id, input.amountAwarded, current.grantTitle) : null
    // Nothing is saved when the fee could not be charged: the member is told beside the amount.
    if (invoice === 'too-large') throw new ApplicationRuleError(t('whiteGlove.awardTooLarge'), 'amountAwarded')
    return { invoice, grantTitle: current.grantTitle }
  })
}
