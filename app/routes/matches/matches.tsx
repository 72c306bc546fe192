import { Form, Link } from 'react-router'
import { GrantCard } from '../../components/grants/grant-card.tsx'
import { Banner } from '../../components/ui/banner.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Select } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { getMemberGrantState } from '../../domain/grants/get-member-grant-state.server.ts'
import { listMatches } from '../../domain/matching/list-matches.server.ts'
import { loadMatchProfile } from '../../domain/matching/load-match-profile.server.ts'
import { showMatch } from '../../domain/matching/reason-text.server.ts'
import { t } from '../../i18n/index.ts'
import { withPlaces } from '../../domain/grants/grant-places.server.ts'
import type { Route } from './+types/matches'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('matches.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const sort = new URL(request.url).searchParams.get('sort') === 'newest' ? 'newest' : 'score'
  const profile = await loadMatchProfile(db, member.organization.id, member.language)
  if (!profile) return { organization: member.organization.name, sort, profile: false as const, matches: [], withheld: 0, weeklyLimit: null, usedThisWeek: 0, saved: [], applied: [] }
  const list = await listMatches(db, member.organization, profile, sort)
  const state = await getMemberGrantState(
    db,
    member.organization.id,
    list.matches.map((m) => m.grant.id),
  )
  return {
    organization: member.organization.name,
    sort,
    profile: true as const,
    matches: list.matches.map((m) => ({ grant: withPlaces(m.grant), match: showMatch(m.match) })),
    withheld: list.withheld,
    weeklyLimit: list.weeklyLimit,
    usedThisWeek: list.usedThisWeek,
    ...state,
  }
}

export default function MatchesPage({ loaderData }: Route.ComponentProps) {
  const { organization, sort, matches, withheld, weeklyLimit, usedThisWeek } = loaderData
  const saved = new Set(loaderData.saved)
  const applied = new Set(loaderData.applied)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('matches.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('matches.subtitle', { organization })}</p>
      {!loaderData.profile ? (
        <EmptyState
          className="mt-8"
          title={t('match.noProfile')}
          action={
            <Link to="/profile?tab=organization" className={buttonClass()}>
              {t('match.completeProfile')}
            </Link>
          }
        />
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
            {weeklyLimit !== null ? <p className="text-sm text-muted-foreground">{t('matches.weekly', { used: Math.min(usedThisWeek, weeklyLimit), limit: weeklyLimit })}</p> : <span />}
            <Form method="get" className="flex items-end gap-2">
              <Select label={t('matches.sort')} id="sort" name="sort" defaultValue={sort}>
                <option value="score">{t('matches.sortScore')}</option>
                <option value="newest">{t('matches.sortNewest')}</option>
              </Select>
              <button type="submit" className={buttonClass('outline')}>
                {t('matches.sortSubmit')}
              </button>
            </Form>
          </div>
          {withheld > 0 ? (
            <Banner tone="info" className="mt-4" title={t('matches.withheld', { count: withheld })}>
              <p>{t('matches.withheldHint', { limit: weeklyLimit ?? 0 })}</p>
              <Link to="/#pricing" className={buttonClass('default', 'sm', 'mt-3')}>
                {t('matches.upgrade')}
              </Link>
            </Banner>
          ) : null}
          {matches.length === 0 ? (
            <EmptyState
              className="mt-8"
              title={t('matches.none')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Link to="/discover" className={buttonClass()}>
                    {t('matches.searchAll')}
                  </Link>
                  <Link to="/profile?tab=organization" className={buttonClass('outline')}>
                    {t('matches.editProfile')}
                  </Link>
                </div>
              }
            />
          ) : (
            <>
              {/* The cards' titles are third-level headings, under this one (as on Discover). */}
              <h2 className="sr-only">{t('matches.listHeading')}</h2>
              <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {matches.map(({ grant, match }) => (
                  <GrantCard key={grant.id} grant={grant} saved={saved.has(grant.id)} applied={applied.has(grant.id)} match={match.score} reasons={match.reasons} />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </div>
  )
}
