import { Plus, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { GrantCard } from '../../components/grants/grant-card.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { HydrateLater } from '../../components/ui/hydrate-later.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { inputClass, Select, typedTextClass } from '../../components/ui/field.tsx'
import { useHydrated } from '../../components/ui/use-hydrated.ts'
import { memberContext, servicesContext } from '../../context.ts'
import { ALERT_TERMS, APPLICANT_TYPES, SAVED_SEARCH_FREQUENCIES, TARGET_AUDIENCES } from '../../catalog/matching.ts'
import { GRANT_TYPES } from '../../catalog/sectors.ts'
import { activeAdvancedFields, defaultSort, discoverHref, discoverSearch, type HIDE_KINDS, hasAdvancedFilters, sortParam, stripAdvanced } from '../../domain/grants/discover-url.ts'
import { parseDiscoverQuery } from '../../domain/grants/discover.schema.ts'
import { getDiscoverFacets } from '../../domain/grants/get-discover-facets.server.ts'
import { getHomeStats } from '../../domain/grants/get-home-stats.server.ts'
import { getMemberGrantState } from '../../domain/grants/get-member-grant-state.server.ts'
import { listHiddenGrantIds } from '../../domain/grants/list-hidden-grant-ids.server.ts'
import { searchGrants } from '../../domain/grants/search-grants.server.ts'
import { grantTypeName, regionName, sectorName } from '../../catalog/names.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import { getMatches } from '../../domain/matching/get-matches.server.ts'
import { shownScores } from '../../domain/matching/shown-scores.server.ts'
import { pastLastPage } from '../../domain/shared/paging.ts'
import { AdvancedFilters } from './+shared/advanced-filters.tsx'
import { SaveSearch } from './+shared/save-search.tsx'
import { activeFilterChips, advancedChips, memberMatch, namedFacets, summary } from './+shared/view-model.server.ts'
import { withPlaces } from '../../domain/grants/grant-places.server.ts'
import type { Route } from './+types/discover'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('discover.title'), matches) }, { name: 'description', content: t('discover.description') }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const member = context.get(memberContext)
  const requested = parseDiscoverQuery(new URL(request.url).searchParams)
  const plan = member?.organization.plan ?? null
  const advancedAvailable = hasAdvancedFilters(plan)
  const match = await memberMatch(db, member)
  // "Best match" ranks every grant by the score: Pro and Premium only (ADR 028, 036).
  const matchScore = advancedAvailable ? match?.score : undefined
  // Free members and visitors search without the advanced filters, dropped here on the server
  // (search itself is never capped). Without a match score, min_score and "Best match" do nothing.
  let query = advancedAvailable ? requested : stripAdvanced(requested)
  if (!matchScore) query = { ...query, minScore: undefined, sort: query.sort === 'match' ? defaultSort(query.q) : query.sort }
  const excludeIds = await listHiddenGrantIds(db, member?.organization.id, query.hide)
  const [result, facets, stats] = await Promise.all([searchGrants(db, query, { excludeIds, matchScore }), getDiscoverFacets(db), getHomeStats(db)])
  const past = pastLastPage(request, result)
  if (past) throw past
  const ids = result.grants.map((g) => g.id)
  const [state, scores] = await Promise.all([getMemberGrantState(db, member?.organization.id, ids), match ? getMatches(db, match.profile, ids) : null])
  // On Free the cards' scores count against the weekly matched grants (ADR 036).
  const cardScores = [...(scores ?? new Map())].map(([grantId, m]) => ({ grantId, score: m.score }))
  const allowed = member && scores ? await shownScores(db, member.organization, cardScores) : null
  const search = discoverSearch({ ...query, page: 1 })
  return {
    query,
    // Each card's places named in the reader's language (issue 27 §5).
    result: { ...result, grants: result.grants.map(withPlaces) },
    facets: namedFacets(facets),
    totalOpen: stats.listedGrants,
    state,
    signedIn: Boolean(member),
    chips: [...activeFilterChips(query), ...advancedChips(query)],
    summary: summary(query),
    advanced: {
      available: advancedAvailable,
      // The advanced filters the URL asked for but the plan does not include: named beside the upgrade link.
      notApplied: advancedAvailable ? [] : [...advancedChips(requested).map((c) => c.text), ...(requested.sort === 'match' ? [t('discover.sortMatch')] : [])],
      types: GRANT_TYPES.map((value) => ({ value, label: grantTypeName(value) })),
      audiences: TARGET_AUDIENCES.map((value) => ({ value, label: t(`discover.audience.${value}`) })),
      applicants: APPLICANT_TYPES.map((value) => ({ value, label: t(`applicantTypeOne.${value}`) })),
    },
    /** "Best match" and min_score work: a Pro or Premium member with a match score (memberMatch). */
    canSortByMatch: Boolean(matchScore),
    /** Each card's match score for the member, by grant id (none for visitors, without a profile, or past Free's weekly limit). */
    matches: Object.fromEntries(cardScores.filter((c) => allowed?.shown.has(c.grantId)).map((c) => [c.grantId, c.score])) as Record<string, number>,
    /** Free's weekly limit when it held back some of this page's scores. */
    scoresWithheld: allowed?.withheld ? allowed.weeklyLimit : null,
    // The current search for the "Save this search" form (no page): its query string and a name for it.
    saveSearch: member
      ? {
          query: search,
          name: (query.q ?? t('discover.saveSearchDefaultName')).slice(0, 100),
          frequencies: SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, allowed: ALERT_TERMS[plan ?? 'free'].frequencies.includes(value) })),
        }
      : null,
    signInHref: `/auth?redirectTo=${encodeURIComponent(search ? `/discover?${search}` : '/discover')}`,
  }
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
  const { chips, advanced, canSortByMatch, saveSearch } = loaderData
  const advancedCount = activeAdvancedFields(query).length
  const filtered = Boolean(query.q || query.sector || query.region || query.country || query.funder || query.language || advancedCount)
  const filtersRef = useRef<HTMLDetailsElement>(null)
  const filterCount = chips.filter((c) => c.key !== 'q').length
  // Open on the first render when an advanced filter is set (without JavaScript too); after that
  // the member's own opening and closing stands while the results change under it.
  const [advancedOpen] = useState(advancedCount > 0)

  // On a wide screen there is room for the filters: open them once JavaScript runs.
  useEffect(() => {
    if (filtersRef.current && window.matchMedia('(min-width: 1024px)').matches) filtersRef.current.open = true
  }, [])

  // Keep the form in step with the URL (back/forward, Clear Filters).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const values: Record<string, string> = {
      q: query.q ?? '',
      sector: query.sector ?? '',
      region: query.region ?? '',
      country: query.country ?? '',
      funder: query.funder ?? '',
      language: query.language ?? '',
      status: query.status ?? '',
      min_usd: query.minUsd?.toString() ?? '',
      max_usd: query.maxUsd?.toString() ?? '',
      closing: query.closing?.toString() ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      type: query.type ?? '',
      audience: query.audience ?? '',
      applicant: query.applicant ?? '',
      min_score: query.minScore?.toString() ?? '',
      sort: sortParam(query),
    }
    for (const [key, value] of Object.entries(values)) {
      const field = form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null
      if (field && document.activeElement !== field) field.value = value
    }
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="hide"]')) box.checked = Boolean(query.hide?.includes(box.value as (typeof HIDE_KINDS)[number]))
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
          {/* The filters' options (some 200 elements): hydrated after the page; they need nothing of it to work (the form's handlers are on the form). */}
          <HydrateLater name="discover-filters" deps={[facets, query, canSortByMatch]}>
            {/* One per row on a phone, so each select's chosen text reads whole in every language ("Toutes les régions", "Date limite (la plus proche)"). */}
            <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-7">
              <Select label={t('discover.sectorLabel')} id="sector" name="sector" defaultValue={query.sector ?? ''}>
                <option value="">{t('discover.allSectors')}</option>
                {facets.sectors.map((value) => (
                  <option key={value} value={value}>
                    {sectorName(value)}
                  </option>
                ))}
              </Select>
              <Select label={t('discover.regionLabel')} id="region" name="region" defaultValue={query.region ?? ''}>
                <option value="">{t('discover.allRegions')}</option>
                {facets.regions.map((value) => (
                  <option key={value} value={value}>
                    {regionName(value)}
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
              <Select label={t('discover.statusLabel')} id="status" name="status" defaultValue={query.status ?? ''}>
                <option value="">{t('discover.statusOpen')}</option>
                <option value="closed">{t('discover.statusClosed')}</option>
              </Select>
              <div className="sm:col-span-2">
                <Select label={t('discover.funderLabel')} id="funder" name="funder" defaultValue={query.funder ?? ''}>
                  <option value="">{t('discover.allFunders')}</option>
                  {facets.funders.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </Select>
              </div>
              {/* The first option is this search's default (value ""): the best matches with words to
                  match, else the newest. A query typed over a page without one is so sorted by relevance.
                  Two columns wide from 640 px, as the funder, so the chosen order reads whole ("Deadline (Soonest)"). */}
              <div className="sm:col-span-2">
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
                  {canSortByMatch ? <option value="match">{t('discover.sortMatch')}</option> : null}
                </Select>
              </div>
            </div>
          </HydrateLater>
          <AdvancedFilters query={query} advanced={advanced} canSortByMatch={canSortByMatch} open={advancedOpen} count={advancedCount} />
          {hydrated ? null : (
            <button type="submit" className={buttonClass('secondary', 'sm', 'mt-3')}>
              {t('discover.apply')}
            </button>
          )}
        </details>
      </Form>

      {saveSearch ? (
        <SaveSearch saveSearch={saveSearch} />
      ) : (
        <p className="mt-3 text-sm">
          <Link to={loaderData.signInHref} className="text-primary underline">
            {t('discover.signInToSaveSearch')}
          </Link>
        </p>
      )}

      {advanced.notApplied.length ? (
        <p className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
          <span className={badgeClass('highlight', 'me-2')}>{t('discover.proMark')}</span>
          {t('discover.advancedNotApplied', { filters: advanced.notApplied.join(', ') })}{' '}
          <Link to="/#pricing" className="text-primary underline">
            {t('discover.advancedUpgrade')}
          </Link>
        </p>
      ) : null}

      {loaderData.scoresWithheld !== null ? (
        <p className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
          <span className={badgeClass('highlight', 'me-2')}>{t('discover.proMark')}</span>
          {t('discover.scoresWithheld', { limit: loaderData.scoresWithheld })}{' '}
          <Link to="/#pricing" className="text-primary underline">
            {t('discover.advancedUpgrade')}
          </Link>
        </p>
      ) : null}

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
              <GrantCard key={grant.id} grant={grant} saved={saved.has(grant.id)} applied={applied.has(grant.id)} match={loaderData.matches[grant.id]} />
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
