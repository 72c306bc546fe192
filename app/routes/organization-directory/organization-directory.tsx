import { Search, ShieldCheck } from 'lucide-react'
import { Form, Link } from 'react-router'
import { countriesByName, countryName } from '../../catalog/countries.ts'
import { sectorName } from '../../catalog/names.ts'
import { SECTORS } from '../../catalog/sectors.ts'
import { tierName, VERIFICATION_TIER_IDS } from '../../catalog/verification.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { inputClass, Select, typedTextClass } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { listDirectoryOrganizations } from '../../domain/organization-directory/directory-organizations.server.ts'
import { DIRECTORY_PAGE_SIZE, DIRECTORY_SEARCH_MAX, directoryHref, directoryQueryFromUrl } from '../../domain/organization-directory/directory-query.ts'
import { pageCountOf, pastLastPage } from '../../domain/shared/paging.ts'
import { currentLanguage, formatDate, formatList, formatNumber, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import type { Route } from './+types/organization-directory'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('organizationDirectory.title'), matches) }, { name: 'description', content: t('organizationDirectory.description') }]

/**
 * The public directory of verified organizations (/org, ADR 063): organizations with a badge in
 * force and a published profile that did not opt out, by name, filtered by country, sector and
 * tier, searched by name; rendered on the server, its state in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const query = directoryQueryFromUrl(new URL(request.url))
  const { organizations, total } = await listDirectoryOrganizations(db, query, { page: query.page, pageSize: DIRECTORY_PAGE_SIZE })
  const pageCount = pageCountOf(total, DIRECTORY_PAGE_SIZE)
  const past = pastLastPage(request, { page: query.page, pageCount })
  if (past) throw past
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  return {
    query,
    total,
    pageCount,
    organizations: organizations.map((o) => ({
      id: o.id,
      name: o.name,
      href: `/org/${o.slug}`,
      tier: tierName(o.tier),
      awarded: formatDate(o.awardedAt),
      country: o.country ? countryName(o.country) : null,
      sectors: o.sectors?.length ? formatList(o.sectors.map(sectorName)) : null,
      mission: o.mission ? o.mission.slice(0, 240) : null,
    })),
    countries: countriesByName(),
    sectors: SECTORS.map((value) => ({ value, label: sectorName(value) })).sort((a, b) => collator.compare(a.label, b.label)),
    tiers: VERIFICATION_TIER_IDS.map((value) => ({ value, label: tierName(value) })),
  }
}

export default function OrganizationDirectory({ loaderData }: Route.ComponentProps) {
  const { query, total, pageCount, organizations, countries, sectors, tiers } = loaderData
  const filtered = Boolean(query.q || query.country || query.sector || query.tier)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('organizationDirectory.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('organizationDirectory.description')}</p>

      {/* A plain GET form: the search works without JavaScript, and its state is the URL. */}
      <Form key={directoryHref({ ...query, page: 1 })} method="get" action="/org" role="search" className="mt-6 rounded-lg border border-border bg-card p-4">
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_10rem_auto] lg:items-end">
          <div>
            <label htmlFor="q" className="block text-xs font-medium text-muted-foreground">
              {t('organizationDirectory.searchLabel')}
            </label>
            <input id="q" name="q" type="search" maxLength={DIRECTORY_SEARCH_MAX} defaultValue={query.q ?? ''} className={`mt-1 ${inputClass} ${typedTextClass}`} />
          </div>
          <Select label={t('organizationDirectory.country')} id="country" name="country" defaultValue={query.country ?? ''}>
            <option value="">{t('organizationDirectory.allCountries')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
          <Select label={t('organizationDirectory.sector')} id="sector" name="sector" defaultValue={query.sector ?? ''}>
            <option value="">{t('organizationDirectory.allSectors')}</option>
            {sectors.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
          <Select label={t('organizationDirectory.tier')} id="tier" name="tier" defaultValue={query.tier ?? ''}>
            <option value="">{t('organizationDirectory.allTiers')}</option>
            {tiers.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
          <button type="submit" className={buttonClass('default')}>
            <Search aria-hidden size={16} className="shrink-0" />
            {t('organizationDirectory.search')}
          </button>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="font-medium">{t('organizationDirectory.found', { count: total })}</p>
        {filtered ? (
          <Link to="/org" className={buttonClass('link', 'sm')}>
            {t('organizationDirectory.clear')}
          </Link>
        ) : null}
      </div>

      {total === 0 ? (
        <EmptyState className="mt-6" title={t(filtered ? 'organizationDirectory.noMatch' : 'organizationDirectory.empty')} body={t('organizationDirectory.emptyBody')} />
      ) : (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {organizations.map((o) => (
              <li key={o.id} className="rounded-lg border border-border bg-card p-4">
                <h2 data-testid="directory-entry" className="text-lg font-semibold [overflow-wrap:anywhere]">
                  <Link to={o.href} className="text-primary underline">
                    <bdi>{o.name}</bdi>
                  </Link>
                </h2>
                <p className="mt-1 flex items-center gap-1 text-sm">
                  <ShieldCheck aria-hidden size={16} className="shrink-0" />
                  {t('organizationDirectory.verified', { tier: o.tier, date: o.awarded })}
                </p>
                {o.country || o.sectors ? <p className="mt-1 text-sm text-muted-foreground">{[o.country, o.sectors].filter(Boolean).join(' · ')}</p> : null}
                {o.mission ? (
                  <p className="mt-2 line-clamp-3 text-sm">
                    <bdi>{o.mission}</bdi>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label={t('organizationDirectory.pagination')} className="mt-8 flex items-center justify-center gap-4">
              {query.page > 1 ? (
                <Link to={directoryHref({ ...query, page: query.page - 1 })} className={buttonClass('outline', 'sm')} rel="prev">
                  {t('organizationDirectory.previous')}
                </Link>
              ) : null}
              <span className="text-sm">{t('organizationDirectory.pageOf', { page: formatNumber(query.page), pages: formatNumber(pageCount) })}</span>
              {query.page < pageCount ? (
                <Link to={directoryHref({ ...query, page: query.page + 1 })} className={buttonClass('outline', 'sm')} rel="next">
                  {t('organizationDirectory.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
      <p className="mt-8 text-sm text-muted-foreground">
        {t('organizationDirectory.funders')}{' '}
        <Link to="/funder-access" className="text-primary underline">
          {t('organizationDirectory.fundersLink')}
        </Link>
      </p>
    </div>
  )
}
