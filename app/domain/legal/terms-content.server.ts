import { planPrices, verificationFeeRange } from './prices.ts'
import type { ProsePageData } from './prose-page-data.ts'
import { t } from '../../i18n/index.ts'
import { WHITE_GLOVE_FEE_PERCENT } from '../../catalog/expert-membership.ts'

/** The Terms of Service, built on the server so their text is not in every page's catalogue (ADR 017). */
export function termsContent(appName: string): ProsePageData {
  const p = { appName, range: verificationFeeRange(), percent: WHITE_GLOVE_FEE_PERCENT, ...planPrices() }
  return {
    meta: { title: t('terms.title'), description: t('terms.description', p) },
    title: t('terms.title'),
    intro: t('terms.intro', p),
    sections: [
      { id: 'service', heading: t('terms.service'), paragraphs: [t('terms.serviceBody', p)] },
      { id: 'account', heading: t('terms.account'), paragraphs: [t('terms.accountBody', p)] },
      { id: 'use', heading: t('terms.use'), paragraphs: [t('terms.useBody', p)] },
      { id: 'verification', heading: t('terms.verification'), paragraphs: [t('terms.verificationBody', p)], links: [{ to: '/get-verified', label: t('nav.getVerified') }] },
      { id: 'plans', heading: t('terms.plans'), paragraphs: [t('terms.plansBody', p)] },
      { id: 'white-glove', heading: t('terms.whiteGlove'), paragraphs: [t('terms.whiteGloveBody', p)], links: [{ to: '/grant-experts', label: t('nav.experts') }] },
      { id: 'refunds', heading: t('terms.refunds'), paragraphs: [t('terms.refundsBody')], links: [{ to: '/refund-policy', label: t('legal.refundPolicy') }] },
      { id: 'content', heading: t('terms.content'), paragraphs: [t('terms.contentBody', p)], links: [{ to: '/privacy', label: t('footer.privacy') }] },
      { id: 'changes', heading: t('terms.changes'), paragraphs: [t('terms.changesBody', p)] },
      { id: 'questions', heading: t('terms.questions'), paragraphs: [t('terms.questionsBody')], links: [{ to: '/contact', label: t('legal.contactLink') }] },
    ],
  }
}
