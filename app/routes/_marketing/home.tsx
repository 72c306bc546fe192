import { BadgeCheck, Bell, Globe2, Search, Sparkles, Users } from 'lucide-react'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { PlanCards } from '../../components/pricing/plan-cards.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { formatNumber, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.appName ?? ''} | ${t('home.title')}` },
  { name: 'description', content: t('home.description') },
  { property: 'og:title', content: `${loaderData?.appName ?? ''}: ${t('home.title')}` },
  { property: 'og:description', content: t('home.description') },
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const member = context.get(memberContext)
  // A checkout the member left at the provider comes back here (?subscription=canceled).
  const canceled = new URL(request.url).searchParams.get('subscription') === 'canceled'
  return { appName: config.appName, stats: await getHomeStats(db), currentPlan: member?.organization.plan ?? null, canceled }
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
          {/* Stat cards that wrap: on a 360 px phone two share a row and the third takes the next. */}
          <dl className="mx-auto mt-12 flex max-w-3xl flex-wrap justify-center gap-3">
            {[
              [t('home.statGrants'), formatNumber(stats.activeGrants)],
              [t('home.statFunding'), formatUsd(stats.totalFundingUsd, { compact: true })],
              [t('home.statCountries'), formatNumber(stats.countries)],
            ].map(([label, value]) => (
              <div key={label} className="flex min-w-36 flex-1 flex-col-reverse rounded-lg border border-border bg-card px-4 py-3 shadow-sm">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums text-primary sm:text-3xl">{value}</dd>
              </div>
            ))}
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
        <OutcomeMessage text={loaderData.canceled ? `${t('payment.canceledTitle')}: ${t('payment.canceledBody')}` : null} error />
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">{t('home.pricingTitle')}</h2>
          <p className="mt-2 text-center text-muted-foreground">{t('home.pricingBody')}</p>
          <PlanCards currentPlan={loaderData.currentPlan} />
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
