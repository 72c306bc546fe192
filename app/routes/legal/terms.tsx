import { planPrices, verificationFeeRange } from '../../components/legal/prices.ts'
import { Paragraphs, ProseLink, ProsePage } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('terms.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('terms.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { appName } = loaderData
  const p = { appName, range: verificationFeeRange(), ...planPrices() }
  return (
    <ProsePage
      title={t('terms.title')}
      intro={t('terms.intro', p)}
      sections={[
        { id: 'service', heading: t('terms.service'), body: <Paragraphs items={[t('terms.serviceBody', p)]} /> },
        { id: 'account', heading: t('terms.account'), body: <Paragraphs items={[t('terms.accountBody', p)]} /> },
        { id: 'use', heading: t('terms.use'), body: <Paragraphs items={[t('terms.useBody', p)]} /> },
        {
          id: 'verification',
          heading: t('terms.verification'),
          body: <Paragraphs items={[t('terms.verificationBody', p)]} links={<ProseLink to="/get-verified">{t('nav.getVerified')}</ProseLink>} />,
        },
        { id: 'plans', heading: t('terms.plans'), body: <Paragraphs items={[t('terms.plansBody', p)]} /> },
        {
          id: 'refunds',
          heading: t('terms.refunds'),
          body: <Paragraphs items={[t('terms.refundsBody')]} links={<ProseLink to="/refund-policy">{t('legal.refundPolicy')}</ProseLink>} />,
        },
        {
          id: 'content',
          heading: t('terms.content'),
          body: <Paragraphs items={[t('terms.contentBody', p)]} links={<ProseLink to="/privacy">{t('footer.privacy')}</ProseLink>} />,
        },
        { id: 'changes', heading: t('terms.changes'), body: <Paragraphs items={[t('terms.changesBody', p)]} /> },
        {
          id: 'questions',
          heading: t('terms.questions'),
          body: <Paragraphs items={[t('terms.questionsBody')]} links={<ProseLink to="/contact">{t('legal.contactLink')}</ProseLink>} />,
        },
      ]}
    />
  )
}
