import { Building2, Handshake, PenTool, ScanSearch, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'react-router'
import { TRUST_CENTER_FEATURES_SHOWN, VERIFICATION_FAQ, VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { faqItems, FaqList, PageHero } from '../../components/marketing/page-hero.tsx'
import { TierCard } from '../../components/verification/tier-card.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { TrustIllustration } from '../../components/ui/illustrations/trust.tsx'
import { StatList } from '../../components/ui/stat-list.tsx'
import { STAT_MINIMUM } from '../../catalog/stats.ts'
import { meaningfulStats } from '../../domain/shared/meaningful-stats.ts'
import { servicesContext } from '../../context.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { countVerifiedOrganizations } from '../../domain/verification/count-verified.server.ts'
import { formatNumber, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/trust-center'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('trust.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('trust.description', { appName: loaderData?.appName ?? '' }) },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const [stats, verified] = await Promise.all([getHomeStats(db), countVerifiedOrganizations(db)])
  // Only figures that mean something (docs/design.md): no "0 Verified organizations".
  const figures = meaningfulStats([
    { id: 'verified' as const, value: verified, minimum: STAT_MINIMUM.verifiedOrganizations },
    { id: 'grants' as const, value: stats.activeGrants, minimum: STAT_MINIMUM.activeGrants },
    { id: 'countries' as const, value: stats.countries, minimum: STAT_MINIMUM.countries },
  ])
  return { appName: config.appName, figures }
}

const FIGURE_LABELS = { verified: 'trust.statVerified', grants: 'trust.statGrants', countries: 'trust.statCountries' } as const

const AUDIENCES: Array<{ icon: typeof Users; title: MessageId; body: MessageId }> = [
  { icon: Building2, title: 'trust.forSeekers', body: 'trust.forSeekersBody' },
  { icon: Handshake, title: 'trust.forFunders', body: 'trust.forFundersBody' },
  { icon: PenTool, title: 'trust.forExperts', body: 'trust.forExpertsBody' },
]
const LAYERS: Array<{ icon: typeof Users; title: MessageId; body: MessageId }> = [
  { icon: ScanSearch, title: 'trust.layer1', body: 'trust.layer1Body' },
  { icon: Users, title: 'trust.layer2', body: 'trust.layer2Body' },
  { icon: ShieldCheck, title: 'trust.layer3', body: 'trust.layer3Body' },
]
const JOIN: Array<{ to: string; title: MessageId; body: MessageId }> = [
  { to: '/get-verified', title: 'trust.joinVerify', body: 'trust.joinVerifyBody' },
  { to: '/grant-experts', title: 'trust.joinExperts', body: 'trust.joinExpertsBody' },
  { to: '/discover', title: 'trust.joinDiscover', body: 'trust.joinDiscoverBody' },
]

export default function TrustCenter({ loaderData }: Route.ComponentProps) {
  const { appName, figures } = loaderData
  return (
    <>
      <PageHero title={t('trust.heroTitle')} body={t('trust.heroBody', { appName })} illustration={<TrustIllustration className="mx-auto mb-6 h-24 w-auto sm:h-28" />}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/get-verified" variant="hero">
            {t('trust.getVerified')}
          </ButtonLink>
          <ButtonLink to="/discover" variant="outline" size="lg">
            {t('trust.discover')}
          </ButtonLink>
        </div>
      </PageHero>

      <section className="container-page grid gap-6 py-14 md:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, title, body }) => (
          <div key={title} className="rounded-lg border border-border bg-card p-6">
            <Icon aria-hidden className="text-primary" />
            <h2 className="mt-3 text-lg font-semibold">{t(title)}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{t(body)}</p>
          </div>
        ))}
      </section>

      {figures.length > 0 ? (
        <section className="bg-muted">
          <div className="container-page py-14">
            <h2 className="text-center text-3xl font-bold">{t('trust.stats')}</h2>
            <StatList className="mt-8" items={[...figures.map((f) => ({ value: formatNumber(f.value), label: t(FIGURE_LABELS[f.id]) })), { value: '1×', label: t('trust.statOneTime') }]} />
          </div>
        </section>
      ) : null}

      <section className="container-page py-14">
        <h2 className="text-center text-3xl font-bold">{t('trust.framework')}</h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {LAYERS.map(({ icon: Icon, title, body }, i) => (
            <li key={title} className="rounded-lg border border-border bg-card p-6">
              <p className="text-sm font-semibold text-primary">{i + 1}</p>
              <Icon aria-hidden className="mt-2 text-primary" />
              <h3 className="mt-2 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(body)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container-page pb-14">
        <h2 className="text-center text-3xl font-bold">{t('trust.tiers')}</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {VERIFICATION_TIERS.map((tier) => (
            <TierCard key={tier.id} tier={tier} shown={TRUST_CENTER_FEATURES_SHOWN} moreAsCount />
          ))}
        </div>
      </section>

      <section className="container-text pb-14">
        <h2 className="text-center text-3xl font-bold">{t('trust.faq')}</h2>
        <FaqList items={faqItems(VERIFICATION_FAQ)} />
      </section>

      <section className="container-page pb-16">
        <h2 className="text-center text-3xl font-bold">{t('trust.join')}</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {JOIN.map((j) => (
            <Link key={j.to} to={j.to} className="rounded-lg border border-border bg-card p-6 hover:border-primary">
              <h3 className="text-lg font-semibold text-primary">{t(j.title)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(j.body)}</p>
            </Link>
          ))}
        </div>
      </section>
    </>
  )
}
