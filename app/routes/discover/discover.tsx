import { Plus, Search } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { GrantCard } from '../../components/grants/grant-card.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { inputClass, Select, typedTextClass } from '../../components/ui/field.tsx'
import { useHydrated } from '../../components/ui/use-hydrated.ts'
import { memberContext, servicesContext } from '../../context.ts'
import { LANGUAGE_NAMES } from '../../catalog/sectors.ts'
import { discoverHref, sortParam, type DiscoverState as DiscoverQuery } from '../../domain/grants/discover-url.ts'
import { parseDiscoverQuery } from '../../domain/grants/discover.schema.ts'
import { type DiscoverFacets, getDiscoverFacets } from '../../domain/grants/get-discover-facets.server.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { getMemberGrantState } from '../../domain/grants/get-member-grant-state.server.ts'
import { searchGrants } from '../../domain/grants/search-grants.server.ts'
import { countryName } from '../../catalog/countries.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { currentLanguage, formatNumber, t, type MessageId } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import type { Route } from './+types/discover'

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${t('discover.title')} | ${loaderData?.appName ?? ''}` }, { name: 'description', content: t('discover.description') }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const member = context.get(memberContext)
  const query = parseDiscoverQuery(new URL(request.url).searchParams)
  const [result, facets, stats] = await Promise.all([searchGrants(db, query), getDiscoverFacets(db), getHomeStats(db)])
  const state = await getMemberGrantState(
    db,
    member?.id,
    result.grants.map((g) => g.id),
  )
  return {
    appName: config.appName,
    query,
    result,
    facets: namedFacets(facets),
    totalOpen: stats.activeGrants,
    state,
    signedIn: Boolean(member),
    chips: activeFilterChips(query),
    summary: summary(query),
  }
}

/** A filter's value as a reader sees it: sectors, regions and countries are ids in the URL, words on the page. */
function filterName(key: 'sector' | 'region' | 'country' | 'funder', value: string): string {
  if (key === 'sector') return sectorName(value)
  if (key === 'region') return regionName(value)
  if (key === 'country') return countryName(value)
  return value
}

/** The filters' choices with their words in the current language, in its alphabetical order (built on the server). */
function namedFacets(facets: DiscoverFacets) {
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  const named = (values: readonly string[], name: (value: string) => string) => values.map((value) => ({ value, label: name(value) })).sort((a, b) => collator.compare(a.label, b.label))
  return {
    sectors: named(facets.sectors, sectorName),
    regions: named(facets.regions, regionName),
    countries: named(facets.countries, countryName),
    funders: facets.funders,
    languages: facets.languages,
  }
}

/** Each active filter, shown above the results as a chip that links to the same search without it (built on the server: no code in the page's JavaScript). */
function activeFilterChips(query: DiscoverQuery) {
  const named = (key: 'sector' | 'region' | 'country' | 'funder', label: MessageId) => (query[key] ? `${t(label)}: ${filterName(key, query[key])}` : '')
  const chips = [
    ['q', query.q ? t('discover.chipSearch', { q: query.q }) : ''],
    ['sector', named('sector', 'discover.sectorLabel')],
    ['region', named('region', 'discover.regionLabel')],
    ['country', named('country', 'discover.countryLabel')],
    ['funder', named('funder', 'discover.funderLabel')],
    ['language', query.language ? `${t('discover.languageLabel')}: ${LANGUAGE_NAMES[query.language]}` : ''],
  ] as const
  return chips.filter(([, text]) => text).map(([key, text]) => ({ key, text, href: discoverHref({ ...query, [key]: undefined, page: 1 }) }))
}

/** What the results are for, in words (built on the server). */
function summary(query: DiscoverQuery): string {
  const parts: string[] = []
  if (query.q) parts.push(t('discover.summaryFor', { q: query.q }))
  const filters = (['sector', 'region', 'country', 'funder'] as const).flatMap((key) => (query[key] ? [filterName(key, query[key])] : []))
  if (query.language) filters.push(LANGUAGE_NAMES[query.language])
  if (filters.length) parts.push(t('discover.summaryIn', { values: filters.join(', ') }))
  return parts.join(' ')
}

export default function Discover({ loaderData }: Route.ComponentProps) {
  const { query, result, facets, state } = loaderData
  const navigation = useNavigation()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/discover'
  const saved = new Set(state.saved)
  const applied = new Set(state.applied)
  const filtered = Boolean(query.q || query.sector || query.region || query.country || query.funder || query.language)
  const filtersRef = useRef<HTMLDetailsElement>(null)
  const { chips } = loaderData
  const filterCount = chips.filter((c) => c.key !== 'q').length

  // On a wide screen there is room for the filters: open them once JavaScript runs.
  useEffect(() => {
    if (filtersRef.current && window.matchMedia('(min-width: 1024px)').matches) filtersRef.current.open = true
  }, [])

  // Keep the form in step with the URL (back/forward, Clear Filters).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    for (const key of ['q', 'sector', 'region', 'country', 'funder', 'language', 'sort'] as const) {
      const field = form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null
      if (field && document.activeElement !== field) field.value = key === 'sort' ? sortParam(query) : (query[key] ?? '')
    }
  }, [query])

  const submitForm = (delay: number) => {
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay)
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('discover.heading', { count: loaderData.totalOpen })}</h1>
          <p className="mt-1 text-muted-foreground">{t('discover.description')}</p>
        </div>
        {loaderData.signedIn ? (
          <div className="text-sm">
            <span className="me-2 text-muted-foreground">{t('discover.submitGrantBody')}</span>
            <Link to="/submit-grant" className={buttonClass('outline', 'sm')}>
              <Plus aria-hidden size={16} className="shrink-0" />
              {t('discover.submitGrant')}
            </Link>
          </div>
        ) : null}
      </div>

      <Form
        ref={formRef}
        method="get"
        action="/discover"
        role="search"
        className="mt-6 rounded-lg border border-border bg-card p-4"
        onChange={(e) => hydrated && submitForm((e.target as HTMLElement).tagName === 'INPUT' ? 400 : 0)}
        onSubmit={() => clearTimeout(debounce.current)}
      >
        <label htmlFor="q" className="block text-xs font-medium text-muted-foreground">
          {t('discover.searchLabel')}
        </label>
        <div className="mt-1 flex gap-2">
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('discover.searchPlaceholder')} className={`${inputClass} ${typedTextClass}`} />
          <button type="submit" className={buttonClass('default')}>
            <Search aria-hidden size={16} className="shrink-0" />
            {/* On a phone the button is its icon, so a long word ("Rechercher", "Tafuta") leaves the field room for its hint. */}
            <span className="sr-only sm:not-sr-only">{t('discover.search')}</span>
          </button>
        </div>
        {/* The filters fold away so a phone's first screen shows grants; a <details> opens without JavaScript. */}
        <details ref={filtersRef} className="group mt-3">
          <summary className={buttonClass('outline', 'sm', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
            {filterCount ? t('discover.filtersCount', { count: filterCount }) : t('discover.filters')}
            {/* A down chevron drawn in CSS (the same in RTL): no icon code in the page’s JavaScript. */}
            <span aria-hidden className="ms-1 size-2 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-current transition group-open:translate-y-0.5 group-open:-rotate-135" />
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
            <Select label={t('discover.sectorLabel')} id="sector" name="sector" defaultValue={query.sector ?? ''}>
              <option value="">{t('discover.allSectors')}</option>
              {facets.sectors.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
            <Select label={t('discover.regionLabel')} id="region" name="region" defaultValue={query.region ?? ''}>
              <option value="">{t('discover.allRegions')}</option>
              {facets.regions.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
            <Select label={t('discover.countryLabel')} id="country" name="country" defaultValue={query.country ?? ''}>
              <option value="">{t('discover.allCountries')}</option>
              {facets.countries.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
            <Select label={t('discover.languageLabel')} id="language" name="language" defaultValue={query.language ?? ''}>
              <option value="">{t('discover.allLanguages')}</option>
              {facets.languages.map((l) => (
                <option key={l.id} value={l.id} lang={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
            <div className="col-span-2">
              <Select label={t('discover.funderLabel')} id="funder" name="funder" defaultValue={query.funder ?? ''}>
                <option value="">{t('discover.allFunders')}</option>
                {facets.funders.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </div>
            {/* The first option is this search's default (value ""): the best matches with words to
                match, else the newest. A query typed over a page without one is so sorted by relevance. */}
            <Select label={t('discover.sortLabel')} id="sort" name="sort" defaultValue={sortParam(query)}>
              {query.q ? (
                <>
                  <option value="">{t('discover.sortRelevance')}</option>
                  <option value="newest">{t('discover.sortNewest')}</option>
                </>
              ) : (
                <option value="">{t('discover.sortNewest')}</option>
              )}
              <option value="deadline">{t('discover.sortDeadline')}</option>
            </Select>
            {hydrated ? null : (
              <div className="col-span-2 md:col-span-4 xl:col-span-7">
                <button type="submit" className={buttonClass('secondary', 'sm')}>
                  {t('discover.apply')}
                </button>
              </div>
            )}
          </div>
        </details>
      </Form>

      {chips.length ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{t('discover.activeFilters')}</h2>
          <ul className="contents">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={chip.href}
                  aria-label={t('discover.removeFilter', { filter: chip.text })}
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-border bg-card ps-3 pe-2 text-sm hover:bg-muted lg:min-h-8"
                >
                  <span className="truncate">{chip.text}</span>
                  <span aria-hidden className="text-lg leading-none text-muted-foreground">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="font-medium">
          {t('discover.found', { count: result.total })} <span className="font-normal text-muted-foreground">{loaderData.summary}</span>
        </p>
        {loading ? <p className="text-sm text-muted-foreground">{t('discover.loading')}</p> : null}
        {filtered && result.total > 0 ? (
          <Link to={discoverHref({ sort: query.sort })} className={buttonClass('link', 'sm')}>
            {t('discover.clearFilters')}
          </Link>
        ) : null}
      </div>

      {result.total === 0 ? (
        <EmptyState
          className="mt-10"
          title={t('discover.empty')}
          body={t('design.discoverEmptyNext')}
          action={
            <Link to={discoverHref({ sort: query.sort })} className={buttonClass('outline')}>
              {t('discover.clearFilters')}
            </Link>
          }
        />
      ) : (
        <>
          <h2 className="sr-only">{t('discover.title')}</h2>
          <div className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
            {result.grants.map((grant) => (
              <GrantCard key={grant.id} grant={grant} saved={saved.has(grant.id)} applied={applied.has(grant.id)} />
            ))}
          </div>
          {result.pageCount > 1 ? (
            <nav aria-label={t('discover.pagination')} className="mt-8 flex items-center justify-center gap-4">
              {result.page > 1 ? (
                <Link to={discoverHref({ ...query, page: result.page - 1 })} className={buttonClass('outline', 'sm')} rel="prev">
                  {t('discover.previous')}
                </Link>
              ) : null}
              <span className="text-sm">{t('discover.pageOf', { page: formatNumber(result.page), pages: formatNumber(result.pageCount) })}</span>
              {result.page < result.pageCount ? (
                <Link to={discoverHref({ ...query, page: result.page + 1 })} className={buttonClass('outline', 'sm')} rel="next">
                  {t('discover.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
