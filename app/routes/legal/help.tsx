import { PASSWORD_MIN_LENGTH, DASHBOARD_DEADLINE_WINDOW_DAYS } from '../../catalog/limits.ts'
import { UNVERIFIED_ALLOWANCES, VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { planPrices } from '../../components/legal/prices.ts'
import { Paragraphs, ProseLink, ProsePage } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('help.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('help.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const p = {
    appName: loaderData.appName,
    saves: UNVERIFIED_ALLOWANCES.grantSaves ?? 0,
    days: DASHBOARD_DEADLINE_WINDOW_DAYS,
    tiers: VERIFICATION_TIERS.map((tier) => `${tier.name} (${formatUsd(tier.priceUsd)}, ${tier.badge})`).join(', '),
    min: PASSWORD_MIN_LENGTH,
    ...planPrices(),
  }
  return (
    <ProsePage
      title={t('help.title')}
      intro={t('help.intro', p)}
      sections={[
        {
          id: 'search',
          heading: t('help.search'),
          body: <Paragraphs items={[t('help.searchBody', p), t('help.searchSave', p)]} links={<ProseLink to="/discover">{t('help.linkDiscover')}</ProseLink>} />,
        },
        {
          id: 'verification',
          heading: t('help.verification'),
          body: (
            <Paragraphs
              items={[t('help.verificationBody', p), t('help.verificationReview', p)]}
              links={
                <>
                  <ProseLink to="/get-verified">{t('help.linkGetVerified')}</ProseLink> · <ProseLink to="/trust-center">{t('nav.trustCenter')}</ProseLink> ·{' '}
                  <ProseLink to="/refund-policy">{t('help.linkRefunds')}</ProseLink>
                </>
              }
            />
          ),
        },
        {
          id: 'plans',
          heading: t('help.plans'),
          body: <Paragraphs items={[t('help.plansBody', p)]} links={<ProseLink to="/#pricing">{t('help.linkPricing')}</ProseLink>} />,
        },
        {
          id: 'payments',
          heading: t('help.payments'),
          body: (
            <Paragraphs
              items={[t('help.paymentsBody', p)]}
              links={
                <>
                  <ProseLink to="/refund-policy">{t('help.linkRefunds')}</ProseLink> · <ProseLink to="/terms">{t('footer.terms')}</ProseLink>
                </>
              }
            />
          ),
        },
        {
          id: 'account',
          heading: t('help.account'),
          body: (
            <Paragraphs
              items={[t('help.accountBody', p)]}
              links={
                <>
                  <ProseLink to="/auth?tab=signup">{t('help.linkSignUp')}</ProseLink> · <ProseLink to="/profile">{t('help.linkProfile')}</ProseLink> ·{' '}
                  <ProseLink to="/privacy#delete-account">{t('privacy.delete')}</ProseLink>
                </>
              }
            />
          ),
        },
      ]}
    >
      <section className="mt-10 rounded-lg border border-border bg-card p-6">
        <h2 className="text-lg font-semibold">{t('help.more')}</h2>
        <p className="mt-2">
          <ProseLink to="/contact">{t('legal.contactLink')}</ProseLink>
        </p>
      </section>
    </ProsePage>
  )
}
