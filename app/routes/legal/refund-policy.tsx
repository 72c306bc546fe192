import { RESUBMIT_OR_REFUND_DAYS } from '../../catalog/verification.ts'
import { planPrices, verificationFeeRange } from '../../components/legal/prices.ts'
import { Paragraphs, ProseLink, ProsePage } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/refund-policy'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('refunds.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('refunds.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

/**
 * The rules as the code applies them: app/domain/verification/after-rejection.server.ts (resubmit
 * or refund within RESUBMIT_OR_REFUND_DAYS of a rejection), ADR 009 (plans are yearly purchases,
 * not renewed by the provider) and ADR 010 (a second payment is refunded, retried by a job).
 */
export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  const p = { appName: loaderData.appName, days: RESUBMIT_OR_REFUND_DAYS, range: verificationFeeRange(), ...planPrices() }
  return (
    <ProsePage
      title={t('refunds.title')}
      intro={t('refunds.intro', p)}
      sections={[
        { id: 'verification', heading: t('refunds.verification'), body: <Paragraphs items={[t('refunds.verificationBody', p)]} /> },
        {
          id: 'rejected',
          heading: t('refunds.rejected', p),
          body: <Paragraphs items={[t('refunds.rejectedBody', p), t('refunds.rejectedRefund', p), t('refunds.rejectedAgain', p)]} />,
        },
        { id: 'plans', heading: t('refunds.plans'), body: <Paragraphs items={[t('refunds.plansBody', p)]} /> },
        { id: 'paid-twice', heading: t('refunds.twice'), body: <Paragraphs items={[t('refunds.twiceBody', p)]} /> },
        {
          id: 'questions',
          heading: t('refunds.questions'),
          body: <Paragraphs items={[t('refunds.questionsBody')]} links={<ProseLink to="/contact">{t('legal.contactLink')}</ProseLink>} />,
        },
      ]}
    />
  )
}
