import { RESUBMIT_OR_REFUND_DAYS } from '../../catalog/verification.ts'
import { planPrices, verificationFeeRange } from './prices.ts'
import type { ProsePageData } from './prose-page-data.ts'
import { t } from '../../i18n/index.ts'

/**
 * The Refund Policy, built on the server so its text is not in every page's catalogue (ADR 017).
 * The rules as the code applies them: app/domain/verification/after-rejection.server.ts (resubmit
 * or refund within RESUBMIT_OR_REFUND_DAYS of a rejection), ADR 009 (plans are yearly purchases,
 * not renewed by the provider) and ADR 010 (a second payment is refunded, retried by a job).
 */
export function refundPolicyContent(appName: string): ProsePageData {
  const p = { appName, days: RESUBMIT_OR_REFUND_DAYS, range: verificationFeeRange(), ...planPrices() }
  return {
    meta: { title: t('refunds.title'), description: t('refunds.description', p) },
    title: t('refunds.title'),
    intro: t('refunds.intro', p),
    sections: [
      { id: 'verification', heading: t('refunds.verification'), paragraphs: [t('refunds.verificationBody', p)] },
      { id: 'rejected', heading: t('refunds.rejected', p), paragraphs: [t('refunds.rejectedBody', p), t('refunds.rejectedRefund', p), t('refunds.rejectedAgain', p)] },
      { id: 'plans', heading: t('refunds.plans'), paragraphs: [t('refunds.plansBody', p)] },
      { id: 'paid-twice', heading: t('refunds.twice'), paragraphs: [t('refunds.twiceBody', p)] },
      { id: 'questions', heading: t('refunds.questions'), paragraphs: [t('refunds.questionsBody')], links: [{ to: '/contact', label: t('legal.contactLink') }] },
    ],
  }
}
