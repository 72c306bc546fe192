import { HydrateLater } from '../../components/ui/hydrate-later.tsx'
import { BadgeCheck, Bell, Globe2, Search, Sparkles, Users } from 'lucide-react'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { currentPlanOf, PlanCards } from '../../components/pricing/plan-cards.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { HeroIllustration } from '../../components/ui/illustrations/hero.tsx'
import { StatList } from '../../components/ui/stat-list.tsx'
import { STAT_MINIMUM } from '../../catalog/stats.ts'
import { meaningfulStats } from '../../domain/shared/meaningful-stats.ts'
import { memberContext, servicesContext } from '../../context.ts'
import { SOON_HOME_FEATURES } from '../../catalog/coming-soon.ts'
import { ComingSoon } from '../../components/ui/coming-soon.tsx'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { homeContent } from '../../domain/marketing/home-content.server.ts'
import { localPriceText } from '../../domain/exchange-rates/local-pricing.server.ts'
import { checkoutNotes } from '../../domain/payments/checkout-notes.server.ts'
import { PLANS } from '../../catalog/plans.ts'
import { formatNumber, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/home'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.meta.title, matches) },
        { name: 'description', content: loaderData.meta.description },
        { property: 'og:title', content: loaderData.meta.ogTitle },
        { property: 'og:description', content: loaderData.meta.description },
      ]
    : []

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config, payments } = context.get(servicesContext)
  const member = context.get(memberContext)
  // A checkout the member left at the provider comes back here (?subscription=canceled).
  const canceled = new URL(request.url).searchParams.get('subscription') === 'canceled'
  const stats = await getHomeStats(db)
  // Only figures that mean something (docs/design.md): a new site shows none rather than "2 Active grants".
  const figures = meaningfulStats([
    { id: 'grants' as const, value: stats.activeGrants, minimum: STAT_MINIMUM.activeGrants },
    { id: 'funding' as const, value: stats.totalFundingUsd, minimum: STAT_MINIMUM.totalFundingUsd },
    { id: 'countries' as const, value: stats.countries, minimum: STAT_MINIMUM.countries },
  ])
  // The texts come from the server as loader data, so they are not in every page's catalogue (ADR 017).
  // Sample grants are never counted (getHomeStats); with no real figure, the page says they are samples.
  const currentPlan = member ? currentPlanOf(member) : null
  // A signed-in member sees each price in their own currency too, and how they would pay (ADR 070);
  // a visitor's country is not known, so they see the US dollar prices alone.
  const checkout = member ? await checkoutNotes(db, payments, member) : null
  const local = checkout
    ? {
        notes: checkout.notes,
        prices: Object.fromEntries(
          PLANS.map((plan) => {
            const quote = currentPlan?.quotes[plan.id]
            return [plan.id, { price: localPriceText(checkout.pricing, plan.priceUsd), due: quote?.kind === 'upgrade' ? localPriceText(checkout.pricing, quote.amountUsd) : null }]
          }),
        ),
      }
    : null
  return {
    ...homeContent(config.appName, figures, figures.length === 0 && stats.demoGrants > 0),
    currentPlan,
    local,
    canceled,
  }
}

/** The features' icons, in the order of the loader's features (HOME_FEATURES). */
const FEATURE_ICONS = [Search, Sparkles, Bell, BadgeCheck, Users, Globe2]

export default function Home({ loaderData }: Route.ComponentProps) {
  const c = loaderData
  return (
    <>
      <section className="bg-secondary">
        <div className="container-page py-12 text-center sm:py-20">
          <HeroIllustration className="mx-auto mb-6 h-28 w-auto sm:h-36" />
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{c.heroTitle}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{c.heroBody}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/auth?tab=signup" variant="hero">
              {c.startTrial}
            </ButtonLink>
            <ButtonLink to="/discover" variant="outline" size="lg">
              {c.browseGrants}
            </ButtonLink>
          </div>
          <StatList className="mx-auto mt-12 max-w-3xl" items={c.figures.map((f) => ({ value: f.id === 'funding' ? formatUsd(f.value, { compact: true }) : formatNumber(f.value), label: f.label }))} />
          {c.sample ? (
            <p className="mx-auto mt-12 max-w-xl text-sm text-muted-foreground" data-testid="sample-data">
              <span className={badgeClass('neutral', 'me-2')}>{c.sample.label}</span>
              {c.sample.body}
            </p>
          ) : null}
        </div>
      </section>

      {/* Below the first screen on a phone: hydrated after the page, one part a task (ADR 066). */}
      <HydrateLater name="home-features-pricing" deps={[c]}>
        <section id="features" className="container-page scroll-mt-20 py-16">
          <h2 className="text-center text-3xl font-bold">{c.featuresTitle}</h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {c.features.map(({ key, title, body }, i) => {
              const Icon = FEATURE_ICONS[i]
              return (
                <div key={key} className="rounded-lg border border-border bg-card p-6">
                  <Icon aria-hidden className="text-primary" size={28} />
                  <h3 className="mt-3 flex flex-wrap items-center gap-2 text-lg font-semibold">
                    {title}
                    {SOON_HOME_FEATURES.has(key) ? <ComingSoon /> : null}
                  </h3>
                  <p className="mt-2 text-sm text-muted-foreground">{body}</p>
                </div>
              )
            })}
          </div>
        </section>

        <section id="pricing" className="scroll-mt-20 bg-muted">
          <OutcomeMessage text={loaderData.canceled ? `${t('payment.canceledTitle')}: ${t('payment.canceledBody')}` : null} error />
          <div className="container-page py-16">
            <h2 className="text-center text-3xl font-bold">{c.pricingTitle}</h2>
            <p className="mt-2 text-center text-muted-foreground">{c.pricingBody}</p>
            <PlanCards current={loaderData.currentPlan} local={loaderData.local} />
          </div>
        </section>
      </HydrateLater>

      <section className="container-text py-16 text-center">
        <h2 className="text-3xl font-bold">{c.ctaTitle}</h2>
        <p className="mt-3 text-muted-foreground">{c.ctaBody}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/auth?tab=signup" variant="hero">
            {c.startTrial}
          </ButtonLink>
          <ButtonLink to="/discover" variant="outline" size="lg">
            {c.browseGrants}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
