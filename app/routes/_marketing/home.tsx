import { BadgeCheck, Bell, Globe2, Search, Sparkles, Users } from 'lucide-react'
import { Link } from 'react-router'
import { PLANS } from '../../catalog/plans.ts'
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { formatNumber, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.appName ?? ''} | ${t('home.title')}` },
  { name: 'description', content: t('home.description') },
  { property: 'og:title', content: `${loaderData?.appName ?? ''}: ${t('home.title')}` },
  { property: 'og:description', content: t('home.description') },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  return { appName: config.appName, stats: await getHomeStats(db) }
}

const FEATURES: Array<{ icon: typeof Search; key: string }> = [
  { icon: Search, key: 'discover' },
  { icon: Sparkles, key: 'match' },
  { icon: Bell, key: 'track' },
  { icon: BadgeCheck, key: 'verify' },
  { icon: Users, key: 'experts' },
  { icon: Globe2, key: 'data' },
]

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, appName } = loaderData
  return (
    <>
      <section className="bg-secondary">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t('home.heroBody')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/auth?tab=signup" variant="hero">
              {t('home.startTrial')}
            </ButtonLink>
            <ButtonLink to="/discover" variant="outline" size="lg">
              {t('home.browseGrants')}
            </ButtonLink>
          </div>
          <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4">
            <div>
              <dd className="text-3xl font-bold text-primary">{formatNumber(stats.activeGrants)}</dd>
              <dt className="text-sm text-muted-foreground">{t('home.statGrants')}</dt>
            </div>
            <div>
              <dd className="text-3xl font-bold text-primary">{formatUsd(stats.totalFundingUsd, { compact: true })}</dd>
              <dt className="text-sm text-muted-foreground">{t('home.statFunding')}</dt>
            </div>
            <div>
              <dd className="text-3xl font-bold text-primary">{formatNumber(stats.countries)}</dd>
              <dt className="text-sm text-muted-foreground">{t('home.statCountries')}</dt>
            </div>
          </dl>
        </div>
      </section>

      <section id="features" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold">{t('home.featuresTitle')}</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, key }) => (
            <div key={key} className="rounded-lg border border-border bg-card p-6">
              <Icon aria-hidden className="text-primary" size={28} />
              <h3 className="mt-3 text-lg font-semibold">{t(`home.feature.${key}.title` as MessageId)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`home.feature.${key}.body` as MessageId)}</p>
            </div>
          ))}
        </div>
      </section>

      <section id="pricing" className="scroll-mt-20 bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">{t('home.pricingTitle')}</h2>
          <p className="mt-2 text-center text-muted-foreground">{t('home.pricingBody')}</p>
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {PLANS.map((plan) => (
              <div key={plan.id} className={`relative flex flex-col rounded-lg border bg-card p-6 ${plan.popular ? 'border-primary shadow-lg' : 'border-border'}`}>
                {plan.popular ? (
                  <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                    {t('pricing.mostPopular')}
                  </span>
                ) : null}
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="mt-2">
                  <span className="text-4xl font-bold">{formatUsd(plan.priceUsd)}</span>{' '}
                  <span className="text-muted-foreground">{plan.period === 'forever' ? t('pricing.forever') : t('pricing.perYear')}</span>
                </p>
                <ul className="mt-6 flex-1 space-y-2 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <BadgeCheck aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />
                      {f}
                    </li>
                  ))}
                </ul>
                <Link to="/auth?tab=signup" className={buttonClass(plan.popular ? 'default' : 'outline', 'default', 'mt-6')} aria-label={`${t('pricing.choose')}: ${plan.name}`}>
                  {t('pricing.choose')}
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{t('home.ctaTitle')}</h2>
        <p className="mt-3 text-muted-foreground">{t('home.ctaBody', { appName })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/auth?tab=signup" variant="hero">
            {t('home.startTrial')}
          </ButtonLink>
          <ButtonLink to="/discover" variant="outline" size="lg">
            {t('home.browseGrants')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
