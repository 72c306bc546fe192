import { HydrateLater } from '../../components/ui/hydrate-later.tsx'
import { Search } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { countryName } from '../../catalog/countries.ts'
import { grantTypeName, sectorName } from '../../catalog/names.ts'
import { GRANT_TYPES, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../catalog/sectors.ts'
import { ExpertCard } from '../../components/experts/expert-card.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { inputClass, Select, typedTextClass } from '../../components/ui/field.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { activeFilters, DIRECTORY_PARAMS, DIRECTORY_SORTS, type DirectoryFilter, type DirectoryState, directoryHref, signInHref, withoutFilter } from '../../domain/experts/directory-url.ts'
import { DIRECTORY_LIMITS, readDirectoryQuery } from '../../domain/experts/directory.schema.ts'
import { expertCardView } from '../../domain/experts/expert-view.server.ts'
import { countDirectoryPage } from '../../domain/expert-analytics/count-visit.server.ts'
import { countsWithoutEachFilter, searchExperts, type DirectoryResult } from '../../domain/experts/search-experts.server.ts'
import { getDirectoryChoices } from '../../domain/experts/directory-choices.server.ts'
import { currentLanguage, formatNumber, formatUsd, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import { pastLastPage } from '../../domain/shared/paging.ts'
import type { Route } from './+types/browse'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('experts.directoryTitle'), matches) }, { name: 'description', content: t('experts.directoryDescription') }]

/** A filter's value as its chip and the empty result name it ("Country: Kenya"). */
function filterText(state: DirectoryState, filter: DirectoryFilter): string {
  switch (filter) {
    case 'q':
      return t('expertDirectory.chipWords', { q: state.q ?? '' })
    case 'country':
      return `${t('expertDirectory.country')}: ${countryName(state.country ?? '')}`
    case 'language':
      return `${t('expertDirectory.language')}: ${LANGUAGE_NAMES[state.language as Language] ?? state.language}`
    case 'sector':
      return `${t('experts.sectorLabel')}: ${sectorName(state.sector ?? '')}`
    case 'type':
      return `${t('expertDirectory.grantType')}: ${grantTypeName(state.type ?? '')}`
    case 'minRate':
      return t('expertDirectory.chipMinRate', { amount: formatUsd(state.minRate ?? 0) })
    case 'maxRate':
      return t('expertDirectory.chipMaxRate', { amount: formatUsd(state.maxRate ?? 0) })
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const member = context.get(memberContext)
  const { query, problems } = readDirectoryQuery(new URL(request.url).searchParams)
  const now = new Date()
  let result: DirectoryResult = { ids: [], experts: [], total: 0, page: query.page, pageCount: 1 }
  let sectors: string[] = []
  let countries: string[] = []
  let loosen: Awaited<ReturnType<typeof countsWithoutEachFilter>> = []
  try {
    ;[result, { sectors, countries }] = await Promise.all([searchExperts(db, query, now), getDirectoryChoices(db, now)])
    // Only an empty page asks which filter keeps everyone out.
    if (result.total === 0) loosen = await countsWithoutEachFilter(db, query, now)
  } catch (error) {
    // Spec §8: directory load failures are only logged; the page shows what it has (nothing).
    console.error('Failed to load the expert directory', error)
  }
  // Expert analytics (ADR 073): counted beside the page, not before it; a failure is only logged.
  void countDirectoryPage(db, request, member, result.experts, now)
  const past = pastLastPage(request, result)
  if (past) throw past
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  const byLabel = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label)
  const filters = activeFilters(query)
  return {
    query,
    /** What the visitor typed in the search box, shown back even when it was not applied. */
    typed: problems.some((p) => p.field === 'q') ? '' : (query.q ?? ''),
    problems: problems.map((p) => p.message),
    signedIn: Boolean(member),
    experts: result.experts.map(expertCardView),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    filterCount: filters.length + (query.sort ? 1 : 0),
    chips: filters.map((filter) => ({ key: filter, text: filterText(query, filter), href: directoryHref(withoutFilter(query, filter)) })),
    loosen: loosen.map(({ filter, count }) => ({
      key: filter,
      text: t('expertDirectory.loosenItem', { filter: filterText(query, filter), count }),
      count,
      href: directoryHref(withoutFilter(query, filter)),
    })),
    sortName: t(`expertDirectory.sort.${query.sort ?? 'best'}`),
    choices: {
      sectors: sectors.map((value) => ({ value, label: sectorName(value) })).sort(byLabel),
      countries: countries.map((value) => ({ value, label: countryName(value) })).sort(byLabel),
      languages: LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      types: GRANT_TYPES.map((value) => ({ value, label: grantTypeName(value) })).sort(byLabel),
      sorts: DIRECTORY_SORTS.map((value) => ({ value: value === 'best' ? '' : value, label: t(`expertDirectory.sort.${value}`) })),
    },
  }
}

/**
 * Spec §2 Expert directory and issue 28 §3: server-side search, filters by country, language,
 * sector, grant type and hourly rate, five sorts, count, cards, pagination; all in the URL, a plain
 * GET form that works without JavaScript, chips that remove one filter each.
 */
export default function ExpertDirectory({ loaderData }: Route.ComponentProps) {
  const { query, experts, total, page, pageCount, signedIn, chips, loosen, choices, problems, filterCount } = loaderData
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/grant-experts/browse'
  const filtered = chips.length > 0
  const P = DIRECTORY_PARAMS
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('experts.directoryTitle')}</h1>
          <p className="mt-1 text-muted-foreground">{t('experts.directoryDescription')}</p>
        </div>
        {signedIn ? null : (
          <Link to={signInHref(directoryHref(query), 'signup')} className={buttonClass('default')}>
            {t('experts.signUpToHire')}
          </Link>
        )}
      </div>

      {/* A plain GET form: the search works before (or without) JavaScript, and its state is the URL. */}
      <Form key={directoryHref({ ...query, page: 1 })} method="get" action="/grant-experts/browse" role="search" className="mt-6 rounded-lg border border-border bg-card p-4">
        <label htmlFor="q" className="block text-xs font-medium text-muted-foreground">
          {t('experts.searchLabel')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="q"
            name={P.q}
            type="search"
            maxLength={DIRECTORY_LIMITS.qMax}
            defaultValue={loaderData.typed}
            placeholder={t('experts.searchPlaceholder')}
            className={`${inputClass} ${typedTextClass}`}
          />
          <button type="submit" className={buttonClass('default')}>
            <Search aria-hidden size={16} className="shrink-0" />
            <span className="sr-only sm:not-sr-only">{t('experts.search')}</span>
          </button>
        </div>
        {/* The filters fold away so a phone's first screen shows experts; a <details> opens without JavaScript. */}
        <details className="group mt-3" open={filterCount > 0}>
          <summary className={buttonClass('outline', 'sm', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
            {filterCount ? t('expertDirectory.filtersCount', { count: filterCount }) : t('expertDirectory.filters')}
            <span aria-hidden className="ms-1 size-2 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-current transition group-open:translate-y-0.5 group-open:-rotate-135" />
          </summary>
          {/* The filters' options (some 150 elements, folded away on a phone): hydrated after the page, as on Discover; they need nothing of it to work (the form's handlers are on the form). */}
          <HydrateLater name="expert-filters" deps={[choices, query]}>
            <div className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-4">
              <Select label={t('expertDirectory.country')} id="country" name={P.country} defaultValue={query.country ?? ''}>
                <option value="">{t('expertDirectory.allCountries')}</option>
                {choices.countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
              <Select label={t('expertDirectory.language')} id="language" name={P.language} defaultValue={query.language ?? ''}>
                <option value="">{t('expertDirectory.allLanguages')}</option>
                {choices.languages.map((l) => (
                  <option key={l.value} value={l.value} lang={l.value}>
                    {l.label}
                  </option>
                ))}
              </Select>
              <Select label={t('experts.sectorLabel')} id="sector" name={P.sector} defaultValue={query.sector ?? ''}>
                <option value="">{t('experts.allSectors')}</option>
                {choices.sectors.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
              <Select label={t('expertDirectory.grantType')} id="type" name={P.type} defaultValue={query.type ?? ''}>
                <option value="">{t('expertDirectory.allGrantTypes')}</option>
                {choices.types.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
              <RateField id="min_rate" label={t('expertDirectory.minRate')} value={query.minRate} />
              <RateField id="max_rate" label={t('expertDirectory.maxRate')} value={query.maxRate} />
              <Select label={t('expertDirectory.sort')} id="sort" name={P.sort} defaultValue={query.sort ?? ''}>
                {choices.sorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </div>
          </HydrateLater>
          <button type="submit" className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('expertDirectory.apply')}
          </button>
        </details>
      </Form>

      {problems.length ? (
        <div role="status" className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
          <p className="font-medium">{t('expertDirectory.notApplied')}</p>
          <ul className="mt-1 list-disc ps-5">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {chips.length ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{t('expertDirectory.activeFilters')}</h2>
          <ul className="contents">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={chip.href}
                  aria-label={t('expertDirectory.removeFilter', { filter: chip.text })}
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-border bg-card ps-3 pe-2 text-sm hover:bg-muted lg:min-h-8"
                >
                  <span className="truncate" dir="auto">
                    {chip.text}
                  </span>
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
        <p className="font-medium">{t('experts.found', { count: total })}</p>
        {filtered && total > 0 ? (
          <Link to={directoryHref({ sort: query.sort })} className={buttonClass('link', 'sm')}>
            {t('experts.clearSearch')}
          </Link>
        ) : null}
      </div>
      {total > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{query.sort ? t('expertDirectory.featuredNotMoved', { sort: loaderData.sortName }) : t('expertDirectory.featuredFirst')}</p>
      ) : null}

      {total === 0 ? (
        filtered ? (
          <EmptyState
            className="mt-6"
            title={chips.length > 1 ? t('expertDirectory.noMatch') : t('experts.noMatch')}
            body={loosen.length ? (loosen.some((l) => l.count > 0) ? t('expertDirectory.loosen') : t('expertDirectory.loosenNone')) : t('experts.noMatchBody')}
            action={
              <div className="flex flex-col items-center gap-4">
                {loosen.some((l) => l.count > 0) ? (
                  <ul className="space-y-1">
                    {loosen.map((l) => (
                      <li key={l.key}>
                        {l.count > 0 ? (
                          <Link to={l.href} className="text-primary underline" dir="auto">
                            {l.text}
                          </Link>
                        ) : (
                          <span dir="auto">{l.text}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Link to={directoryHref({ sort: query.sort })} className={buttonClass('outline')}>
                  {t('experts.clearSearch')}
                </Link>
              </div>
            }
          />
        ) : (
          <EmptyState
            className="mt-6"
            title={t('experts.empty')}
            body={t('experts.emptyBody')}
            action={
              <Link to="/become-grant-expert" className={buttonClass('default')}>
                {t('experts.applyToJoin')}
              </Link>
            }
          />
        )
      ) : (
        <>
          <h2 className="sr-only">{t('experts.directoryTitle')}</h2>
          <div className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
            {/* Mostly below the first screen on a phone: hydrated after the page (ADR 066). */}
            <HydrateLater name="expert-cards" deps={[experts]}>
              {experts.map((expert) => (
                <ExpertCard key={expert.id} expert={expert} />
              ))}
            </HydrateLater>
          </div>
          {pageCount > 1 ? (
            <nav aria-label={t('experts.pagination')} className="mt-8 flex items-center justify-center gap-4">
              {page > 1 ? (
                <Link to={directoryHref({ ...query, page: page - 1 })} className={buttonClass('outline', 'sm')} rel="prev">
                  {t('experts.previous')}
                </Link>
              ) : null}
              <span className="text-sm">{t('experts.pageOf', { page: formatNumber(page), pages: formatNumber(pageCount) })}</span>
              {page < pageCount ? (
                <Link to={directoryHref({ ...query, page: page + 1 })} className={buttonClass('outline', 'sm')} rel="next">
                  {t('experts.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}

/** A whole number of US dollars an hour (empty: no bound). */
function RateField({ id, label, value }: { id: string; label: string; value: number | undefined }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <input id={id} name={id} type="number" inputMode="numeric" min={0} max={DIRECTORY_LIMITS.rateMax} step={1} defaultValue={value ?? ''} className={inputClass} />
    </div>
  )
}
