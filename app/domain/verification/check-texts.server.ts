import type { DigitalCheck } from '../../db/schema/verification.ts'
import { t, type MessageId } from '../../i18n/index.ts'

/** The outcome words (Pass, Check, Fail, Not run), for a loader to pass to CheckOutcome. */
export function checkOutcomeLabels(): Record<DigitalCheck['outcome'], string> {
  return { pass: t('checks.pass'), warn: t('checks.warn'), fail: t('checks.fail'), skipped: t('checks.skipped') }
}

/**
 * The automated checks in the reviewer's words, built on the server and passed as loader data: only
 * admins read them, so their texts stay out of every page's catalogue (ADR 017).
 */
export function checksForReading(checks: DigitalCheck[] | null) {
  const outcomes = checkOutcomeLabels()
  return {
    pending: t('checks.pending'),
    items: checks?.map((c) => ({ id: c.id, outcome: c.outcome, outcomeLabel: outcomes[c.outcome], label: t(`checks.${c.id}` as MessageId), text: t(c.message as MessageId, c.params) })) ?? null,
  }
}
