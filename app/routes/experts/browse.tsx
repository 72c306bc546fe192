import { Search } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import { ExpertCard } from '../../components/experts/expert-card.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { inputClass, Select, typedTextClass } from '../../components/ui/field.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { directoryHref, signInHref } from '../../domain/experts/directory-url.ts'
import { parseDirectoryQuery } from '../../domain/experts/directory.schema.ts'
import { expertCardView } from '../../domain/experts/expert-view.server.ts'
import { countDirectoryPage } from '../../domain/expert-analytics/count-visit.server.ts'
import { listedSectors, searchExperts, type DirectoryResult } from '../../domain/experts/search-experts.server.ts'
import { currentLanguage, formatNumber, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import { pastLastPage } from '../../domain/shared/paging.ts'
import type { Route } from './+types/browse'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('experts.directoryTitle'), matches) }, { name: 'description', content: t('experts.directoryDescription') }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const member = context.get(memberContext)
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const now = new Date()
  let result: DirectoryResult = { experts: [], total: 0, page: query.page, pageCount: 1 }
  let sectors: string[] = []
  try {
    ;[result, sectors] = await Promise.all([searchExperts(db, query, now), listedSectors(db, now)])
  } catch (error) {
    // Spec §8: directory load failures are only logged; the page shows what it has (nothing).
    console.error('Failed to load the expert directory', error)
  }
  // Expert analytics (ADR 073): counted beside the page, not before it; a failure is only logged.
  void countDirectoryPage(db, request, member, result.experts, now)
  const past = pastLastPage(request, result)
  if (past) throw past
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  return {
    query,
    signedIn: Boolean(member),
    experts: result.experts.map(expertCardView),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    sectors: sectors.map((value) => ({ value, label: sectorName(value) })).sort((a, b) => collator.compare(a.label, b.label)),
  }
}

/** Spec §2 Expert directory: server-side search, sector filter, count, cards, pagination; all in the URL. */
export default function ExpertDirectory({ loaderData }: Route.ComponentProps) {
  const { query, experts, total, page, pageCount, sectors, signedIn } = loaderData
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/grant-experts/browse'
  const filtered = Boolean(query.q || query.sector)
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
      <Form key={`${query.q ?? ''}|${query.sector ?? ''}`} method="get" action="/grant-experts/browse" role="search" className="mt-6 rounded-lg border border-border bg-card p-4">
        <div className="grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end">
          <div>
            <label htmlFor="q" className="block text-xs font-medium text-muted-foreground">
              {t('experts.searchLabel')}
            </label>
            <input id="q" name="q" type="search" maxLength={200} defaultValue={query.q ?? ''} placeholder={t('experts.searchPlaceholder')} className={`mt-1 ${inputClass} ${typedTextClass}`} />
          </div>
          <Select label={t('experts.sectorLabel')} id="sector" name="sector" defaultValue={query.sector ?? ''}>
            <option value="">{t('experts.allSectors')}</option>
            {sectors.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
          <button type="submit" className={buttonClass('default')}>
            <Search aria-hidden size={16} className="shrink-0" />
            {t('experts.search')}
          </button>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="font-medium">{t('experts.found', { count: total })}</p>
        {filtered && total > 0 ? (
          <Link to={directoryHref({})} className={buttonClass('link', 'sm')}>
            {t('experts.clearSearch')}
          </Link>
        ) : null}
      </div>

      {total === 0 ? (
        filtered ? (
          <EmptyState
            className="mt-6"
            title={t('experts.noMatch')}
            body={t('experts.noMatchBody')}
            action={
              <Link to={directoryHref({})} className={buttonClass('outline')}>
                {t('experts.clearSearch')}
              </Link>
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
            {experts.map((expert) => (
              <ExpertCard key={expert.id} expert={expert} />
            ))}
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
