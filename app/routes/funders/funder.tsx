import { Building2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { data } from 'react-router'
import { countryName } from '../../catalog/countries.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { GrantLineItem } from '../../components/grants/grant-line.tsx'
import { PlaceNames } from '../../components/grants/place-names.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Banner } from '../../components/ui/banner.tsx'
import { StatList } from '../../components/ui/stat-list.tsx'
import { servicesContext } from '../../context.ts'
import { isFunderSlug } from '../../domain/funders/funder-slug.ts'
import { getFunder } from '../../domain/funders/get-funder.server.ts'
import { listFunderAwards } from '../../domain/funders/list-funder-awards.server.ts'
import { listFunderGrants } from '../../domain/funders/list-funder-grants.server.ts'
import type { GrantLine } from '../../domain/grants/grant-line.server.ts'
import { type Placed, withPlaces } from '../../domain/grants/grant-places.server.ts'
import { amountDir, grantTextProps } from '../../domain/grants/grant-text.ts'
import { formatList, formatUsd, formatYear, t } from '../../i18n/index.ts'
import type { Route } from './+types/funder'
import { pageTitle } from '../../components/layout/page-title.ts'

/**
 * A funder's page (/funders/{slug}, issue 25 §7): what it funds, where and for how much, counted over
 * its grants; its open and its past calls on Harambee; and the grants it has awarded, from the
 * 360Giving and IATI records the importers read. Public; a slug no grant or award has is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  // An address funderSlug could not have written (a stray "%", capitals, spaces) is no funder's.
  if (!isFunderSlug(params.slug)) throw data(null, { status: 404 })
  const [funder, calls, awards] = await Promise.all([getFunder(db, params.slug), listFunderGrants(db, params.slug), listFunderAwards(db, params.slug)])
  if (!funder) throw data(null, { status: 404 })
  return {
    appName: config.appName,
    appUrl: config.appUrl,
    funder: {
      ...funder,
      // Country names from CLDR in the reader's language, built here so the server and the browser show the same (ADR 020).
      countries: funder.countries.map((c) => ({ ...c, name: countryName(c.id) })),
    },
    // Each call's and award's places named in the reader's language (issue 27 §5).
    calls: { ...calls, open: calls.open.map(withPlaces), closed: calls.closed.map(withPlaces) },
    awards: { ...awards, awards: awards.awards.map(withPlaces) },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(t('notFound.title'), matches) }, { name: 'robots', content: 'noindex' }]
  const { funder, appUrl } = loaderData
  const url = `${appUrl}/funders/${encodeURIComponent(funder.slug)}`
  const description = t('funders.metaDescription', { name: funder.name })
  return [
    { title: pageTitle(funder.name, matches) },
    { name: 'description', content: description },
    { property: 'og:title', content: funder.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ]
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** Names with how many grants name each: "Education · 12 grants". */
function Tallies({ items, label }: { items: ReadonlyArray<{ id: string; name: string; count: number }>; label?: string }) {
  if (items.length === 0) return null
  return (
    <div className="mt-3">
      {label ? <h3 className="text-sm font-semibold text-muted-foreground">{label}</h3> : null}
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id} className="inline-flex flex-wrap items-baseline gap-x-1.5 rounded-full bg-muted px-3 py-1 text-sm">
            <span className="font-medium">{item.name}</span>
            <span className="text-muted-foreground">{t('funders.grantCount', { count: item.count })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Calls({ lines, total, none }: { lines: Placed<GrantLine>[]; total: number; none: string }) {
  if (lines.length === 0) return <p className="mt-2 text-muted-foreground">{none}</p>
  return (
    <>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {lines.map((line) => (
          <GrantLineItem key={line.id} grant={line} />
        ))}
      </ul>
      {total > lines.length ? <p className="mt-2 text-sm text-muted-foreground">{t('funders.shown', { shown: lines.length, total })}</p> : null}
    </>
  )
}

export default function FunderPage({ loaderData }: Route.ComponentProps) {
  const { funder, calls, awards } = loaderData
  const sectors = funder.sectors.map((s) => ({ ...s, name: sectorName(s.id) }))
  const regions = funder.regions.map((r) => ({ ...r, name: regionName(r.id) }))
  const summary = [
    t('funders.summaryGrants', { count: funder.grants }),
    ...(funder.grants > 0 ? [t('funders.summaryOpen', { count: funder.open })] : []),
    ...(awards.total > 0 ? [t('funders.summaryAwards', { count: awards.total })] : []),
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Building2 aria-hidden size={16} className="shrink-0" />
          {t('funders.kicker')}
        </p>
        <h1 className="mt-1 text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">
          <bdi>{funder.name}</bdi>
        </h1>
        <p className="mt-2 text-muted-foreground">{summary.join(' · ')}</p>
      </header>
      {funder.demoOnly ? (
        <Banner className="mt-4" title={t('funders.demoTitle')}>
          {t('funders.demoBody')}
        </Banner>
      ) : null}

      {funder.grants > 0 ? (
        <>
          <Section id="funds" heading={t('funders.funds')}>
            {sectors.length > 0 ? <Tallies items={sectors} /> : <p className="mt-2 text-muted-foreground">{t('funders.fundsNone')}</p>}
          </Section>

          <Section id="where" heading={t('funders.where')}>
            {regions.length + funder.countries.length > 0 ? (
              <>
                <Tallies items={regions} label={t('funders.regions')} />
                <Tallies items={funder.countries} label={t('funders.countries')} />
              </>
            ) : (
              <p className="mt-2 text-muted-foreground">{t('funders.whereNone')}</p>
            )}
          </Section>

          <Section id="amounts" heading={t('funders.amounts')}>
            {funder.amounts ? (
              <>
                <StatList
                  className="mt-4 rounded-lg border border-border bg-card p-4"
                  items={[
                    { value: formatUsd(funder.amounts.median), label: t('funders.median') },
                    { value: formatUsd(funder.amounts.min), label: t('funders.smallest') },
                    { value: formatUsd(funder.amounts.max), label: t('funders.largest') },
                  ]}
                />
                <p className="mt-2 text-sm text-muted-foreground">{t('funders.amountsBasis', { count: funder.amounts.count })}</p>
              </>
            ) : (
              <p className="mt-2 text-muted-foreground">{t('funders.amountsNone')}</p>
            )}
            {funder.someDemo ? <p className="mt-2 text-sm text-muted-foreground">{t('funders.someDemo')}</p> : null}
          </Section>
        </>
      ) : null}

      <Section id="open" heading={t('funders.open')}>
        <Calls lines={calls.open} total={calls.openTotal} none={t('funders.openNone')} />
      </Section>

      <Section id="closed" heading={t('funders.closed')}>
        <Calls lines={calls.closed} total={calls.closedTotal} none={t('funders.closedNone')} />
      </Section>

      <Section id="awards" heading={t('funders.awards')}>
        {awards.awards.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('funders.awardsNone')}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">{t('funders.awardsFrom', { standards: formatList(awards.standards.map((s) => t(`funders.standard.${s}`))) })}</p>
            <ul className="mt-3 space-y-3">
              {awards.awards.map((award) => (
                <li key={award.id} className="rounded-md border border-border bg-card p-4">
                  <h3 {...grantTextProps(award.language)} className="font-semibold leading-snug [overflow-wrap:anywhere]">
                    {award.title}
                  </h3>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                    <dt className="text-muted-foreground">{t('funders.awardAmount')}</dt>
                    <dd className="font-semibold [overflow-wrap:anywhere]">
                      {award.amountUsd ? formatUsd(award.amountUsd) : award.fundingAmount ? <bdi dir={amountDir(award.fundingAmount)}>{award.fundingAmount}</bdi> : t('funders.notStated')}
                    </dd>
                    <dt className="text-muted-foreground">{t('funders.awardUntil')}</dt>
                    <dd>{award.endsOn ? formatYear(award.endsOn) : t('funders.notStated')}</dd>
                    <dt className="text-muted-foreground">{t('funders.awardPlace')}</dt>
                    <dd className="[overflow-wrap:anywhere]">
                      <PlaceNames places={award.places} unstated={t('funders.notStated')} />
                    </dd>
                    {award.standard ? (
                      <>
                        <dt className="text-muted-foreground">{t('funders.awardSource')}</dt>
                        <dd>
                          <span className={badgeClass()}>{t(`funders.standard.${award.standard}`)}</span>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
            {awards.total > awards.awards.length ? <p className="mt-2 text-sm text-muted-foreground">{t('funders.shown', { shown: awards.awards.length, total: awards.total })}</p> : null}
          </>
        )}
      </Section>
    </div>
  )
}
