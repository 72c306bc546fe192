import { Building2, Handshake, PenTool, ScanSearch, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'react-router'
import { TRUST_CENTER_FEATURES_SHOWN, VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { FaqList, PageHero } from '../../components/marketing/page-hero.tsx'
import { TierCard } from '../../components/verification/tier-card.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { TrustIllustration } from '../../components/ui/illustrations/trust.tsx'
import { StatList } from '../../components/ui/stat-list.tsx'
import { STAT_MINIMUM } from '../../catalog/stats.ts'
import { meaningfulStats } from '../../domain/shared/meaningful-stats.ts'
import { servicesContext } from '../../context.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { trustCenterContent } from '../../domain/marketing/trust-center-content.server.ts'
import { countVerifiedOrganizations } from '../../domain/verification/count-verified.server.ts'
import { formatNumber } from '../../i18n/index.ts'
import type { Route } from './+types/trust-center'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const [stats, verified] = await Promise.all([getHomeStats(db), countVerifiedOrganizations(db)])
  // Only figures that mean something (docs/design.md): no "0 Verified organizations".
  const figures = meaningfulStats([
    { id: 'verified' as const, value: verified, minimum: STAT_MINIMUM.verifiedOrganizations },
    { id: 'grants' as const, value: stats.activeGrants, minimum: STAT_MINIMUM.activeGrants },
    { id: 'countries' as const, value: stats.countries, minimum: STAT_MINIMUM.countries },
  ])
  // The texts come from the server as loader data, so they are not in every page's catalogue (ADR 017).
  return trustCenterContent(config.appName, figures)
}

/** Icons of the audiences and of the three layers, in the order of the loader's texts. */
const AUDIENCE_ICONS = [Building2, Handshake, PenTool]
const LAYER_ICONS = [ScanSearch, Users, ShieldCheck]

export default function TrustCenter({ loaderData }: Route.ComponentProps) {
  const c = loaderData
  return (
    <>
      <PageHero title={c.heroTitle} body={c.heroBody} illustration={<TrustIllustration className="mx-auto mb-6 h-24 w-auto sm:h-28" />}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/get-verified" variant="hero">
            {c.getVerified}
          </ButtonLink>
          <ButtonLink to="/discover" variant="outline" size="lg">
            {c.discover}
          </ButtonLink>
        </div>
      </PageHero>

      <section className="container-page grid gap-6 py-14 md:grid-cols-3">
        {c.audiences.map(({ title, body }, i) => {
          const Icon = AUDIENCE_ICONS[i]
          return (
            <div key={title} className="rounded-lg border border-border bg-card p-6">
              <Icon aria-hidden className="text-primary" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </div>
          )
        })}
      </section>

      {c.figures.length > 0 ? (
        <section className="bg-muted">
          <div className="container-page py-14">
            <h2 className="text-center text-3xl font-bold">{c.stats}</h2>
            <StatList className="mt-8" items={[...c.figures.map((f) => ({ value: formatNumber(f.value), label: f.label })), { value: '1×', label: c.statOneTime }]} />
          </div>
        </section>
      ) : null}

      <section className="container-page py-14">
        <h2 className="text-center text-3xl font-bold">{c.framework}</h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {c.layers.map(({ title, body }, i) => {
            const Icon = LAYER_ICONS[i]
            return (
              <li key={title} className="rounded-lg border border-border bg-card p-6">
                <p className="text-sm font-semibold text-primary">{i + 1}</p>
                <Icon aria-hidden className="mt-2 text-primary" />
                <h3 className="mt-2 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{body}</p>
              </li>
            )
          })}
        </ol>
      </section>

      <section className="container-page pb-14">
        <h2 className="text-center text-3xl font-bold">{c.tiers}</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {VERIFICATION_TIERS.map((tier) => (
            <TierCard key={tier.id} tier={tier} shown={TRUST_CENTER_FEATURES_SHOWN} moreAsCount />
          ))}
        </div>
      </section>

      <section className="container-text pb-14">
        <h2 className="text-center text-3xl font-bold">{c.faqHeading}</h2>
        <FaqList items={c.faq} />
      </section>

      <section className="container-page pb-16">
        <h2 className="text-center text-3xl font-bold">{c.joinHeading}</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {c.join.map((j) => (
            <Link key={j.to} to={j.to} className="rounded-lg border border-border bg-card p-6 hover:border-primary">
              <h3 className="text-lg font-semibold text-primary">{j.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{j.body}</p>
            </Link>
          ))}
        </div>
      </section>
    </>
  )
}
