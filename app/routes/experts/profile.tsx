import { ArrowLeft, BadgeCheck, CheckCircle2, Clock, MapPin, Star, XCircle } from 'lucide-react'
import { data, Link, useLocation, useNavigate } from 'react-router'
import { countryName } from '../../catalog/countries.ts'
import { grantTypeName, regionName, sectorName } from '../../catalog/names.ts'
import { LANGUAGE_NAMES, type Language } from '../../catalog/sectors.ts'
import { expertTierHas } from '../../catalog/expert-membership.ts'
import { ExpertAvatar } from '../../components/experts/expert-avatar.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Banner } from '../../components/ui/banner.tsx'
import { buttonClass, ButtonLink } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { signInHref } from '../../domain/experts/directory-url.ts'
import { displayName, hourlyText, ratingText } from '../../domain/experts/expert-view.server.ts'
import { getExpertProfile } from '../../domain/experts/get-expert-profile.server.ts'
import { recordProfileView } from '../../domain/experts/profile-view-allowance.server.ts'
import { countProfileVisit } from '../../domain/expert-analytics/count-visit.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { formatDate, formatNumber, formatPercent, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/profile'
import { pageTitle } from '../../components/layout/page-title.ts'

const TABS = ['expertise', 'portfolio'] as const
type Tab = (typeof TABS)[number]

type Failure = 'notFound' | 'loadFailed'

/** The profile's words, built on the server in the reader's language. */
async function loadProfile({ request, context, params }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const member = context.get(memberContext)
  const id = parseUuid(params.id)
  const tabParam = new URL(request.url).searchParams.get('tab')
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'expertise'
  const profile = id ? await getExpertProfile(db, id) : null
  if (!profile) return { kind: 'notFound' as const }
  // A signed-in member's view counts against the daily project-view allowance (decisions.md); the
  // expert's own profile and admins' views do not.
  const view = member
    ? await recordProfileView(
        db,
        { id: member.id, organizationId: member.organization.id, verifiedTier: member.organization.verified?.tier ?? null, exempt: member.isAdmin || member.id === profile.userId },
        profile.id,
      )
    : null
  if (view && !view.allowed) return { kind: 'limit' as const, limit: view.limit }
  void countProfileVisit(db, request, member, profile)
  const name = displayName(profile.name)
  return {
    kind: 'profile' as const,
    tab,
    signedIn: Boolean(member),
    viewsLeft: view && view.limit !== null ? Math.max(0, view.limit - view.used) : null,
    expert: {
      id: profile.id,
      name,
      title: profile.title,
      bio: profile.bio,
      hasPhoto: Boolean(profile.profileImageUrl),
      verifiedBadge: expertTierHas(profile.tier, 'verified_expert_badge'),
      isDemo: profile.isDemo,
      availability: profile.availability,
      availabilityText: t(`experts.availability.${profile.availability}`),
      country: profile.country ? countryName(profile.country) : null,
      rating: ratingText(profile.averageRating, profile.reviewCount),
      reviews: profile.reviewCount ? t('experts.reviewCount', { count: profile.reviewCount }) : t('experts.noReviews'),
      years: t('experts.years', { count: profile.yearsExperience }),
      hourly: hourlyText(profile.hourlyRateMin, profile.hourlyRateMax),
      totalProjects: formatNumber(profile.totalProjects),
      successRate: formatPercent(profile.successRate),
      funding: formatUsd(profile.totalFundingSecured),
      languages: profile.languages.map((l) => ({ id: l, name: LANGUAGE_NAMES[l as Language] ?? l })),
      expertise: profile.expertise.map((e) => ({
        id: e.id,
        sector: sectorName(e.sector),
        grantType: e.grantType ? grantTypeName(e.grantType) : null,
        focus: e.geographicFocus ? regionName(e.geographicFocus) : null,
      })),
      portfolio: profile.portfolio.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        sector: p.sector ? sectorName(p.sector) : null,
        completed: p.completionDate ? t('experts.completed', { date: formatDate(p.completionDate) }) : null,
        amount: p.grantAmount !== null ? t('experts.grantAmount', { amount: formatUsd(p.grantAmount) }) : null,
        wasSuccessful: p.wasSuccessful,
      })),
      reviewList: profile.reviews.map((r) => {
        // Only the reviewer's first name: a review is public, the member's full name need not be.
        const first = r.author?.trim().split(/\s+/)[0]
        const date = formatDate(r.createdAt)
        return { id: r.id, rating: r.rating, body: r.body, isDemo: r.isDemo, by: first ? t('experts.reviewBy', { name: first, date }) : t('experts.reviewByMember', { date }) }
      }),
    },
  }
}

export async function loader(args: Route.LoaderArgs) {
  try {
    const result = await loadProfile(args)
    if (result.kind === 'notFound') return data(result, { status: 404 })
    // Over the daily allowance: the profile is not shown (429, like any other limit).
    if (result.kind === 'limit') return data(result, { status: 429 })
    return result
  } catch (error) {
    console.error(`Failed to load grant expert profile ${args.params.id}`, error)
    return data({ kind: 'loadFailed' as const }, { status: 500 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.kind === 'profile') return [{ title: pageTitle(loaderData.expert.name, matches) }, { name: 'description', content: loaderData.expert.title }]
  if (loaderData?.kind === 'limit') return [{ title: pageTitle(t('experts.viewLimitTitle'), matches) }]
  return [{ title: pageTitle(t(loaderData?.kind === 'notFound' ? 'experts.notFound' : 'experts.loadFailed'), matches) }, { name: 'robots', content: 'noindex' }]
}

function BackLink() {
  const navigate = useNavigate()
  return (
    <a
      href="/grant-experts/browse"
      onClick={(e) => {
        if (window.history.length > 1) {
          e.preventDefault()
          navigate(-1)
        }
      }}
      className={buttonClass('ghost', 'sm', '-ms-3')}
    >
      <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
      {t('experts.back')}
    </a>
  )
}

function Failed({ kind }: { kind: Failure }) {
  const location = useLocation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <EmptyState
        heading
        className="mt-4"
        title={t(kind === 'notFound' ? 'experts.notFound' : 'experts.loadFailed')}
        body={t(kind === 'notFound' ? 'experts.notFoundBody' : 'experts.loadFailedBody')}
        action={
          <>
            <Link to="/grant-experts/browse" className={buttonClass('default')}>
              <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
              {t('experts.back')}
            </Link>
            {kind === 'loadFailed' ? (
              <a href={location.pathname + location.search} className={buttonClass('outline')}>
                {t('experts.tryAgain')}
              </a>
            ) : null}
          </>
        }
      />
    </div>
  )
}

type ProfileData = Extract<Route.ComponentProps['loaderData'], { kind: 'profile' }>

/** Spec §2 Expert profile: every field, Expertise and Portfolio tabs (links, so they work without JavaScript), reviews, Contact Writer. */
export default function ExpertProfilePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound' || loaderData.kind === 'loadFailed') return <Failed kind={loaderData.kind} />
  if (loaderData.kind === 'limit') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <BackLink />
        <Banner tone="warning" className="mt-4" title={t('experts.viewLimitTitle')}>
          <p>{t('experts.viewLimitBody', { limit: loaderData.limit })}</p>
          <p className="mt-2">{t('experts.viewLimitMore')}</p>
        </Banner>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/get-verified">{t('experts.getVerified')}</ButtonLink>
          <ButtonLink to="/grant-experts/browse" variant="outline">
            {t('experts.back')}
          </ButtonLink>
        </div>
      </div>
    )
  }
  return <Profile data={loaderData} />
}

function Profile({ data: { expert, tab, signedIn, viewsLeft } }: { data: ProfileData }) {
  const stats = [
    { label: t('experts.ratingLabel'), value: expert.rating ?? t('experts.noReviews') },
    { label: t('experts.experienceLabel'), value: expert.years },
    { label: t('experts.hourlyLabel'), value: expert.hourly },
    { label: t('experts.totalProjectsLabel'), value: expert.totalProjects },
    { label: t('experts.successRateLabel'), value: expert.successRate },
    { label: t('experts.fundingLabel'), value: expert.funding },
  ]
  const requestHref = `/project-request?writer=${expert.id}`
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackLink />
      <article className="mt-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <ExpertAvatar id={expert.id} name={expert.name} hasPhoto={expert.hasPhoto} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold" dir="auto">
              {expert.name}
            </h1>
            <p className="mt-1 text-lg text-muted-foreground" dir="auto">
              {expert.title}
            </p>
            <ul className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {expert.isDemo ? <li className={badgeClass('neutral')}>{t('experts.demo')}</li> : null}
              {expert.verifiedBadge ? (
                <li className={badgeClass('strong')}>
                  <BadgeCheck aria-hidden size={14} className="shrink-0" />
                  {t('experts.verifiedExpert')}
                </li>
              ) : null}
              <li className={badgeClass(expert.availability === 'available' ? 'highlight' : 'neutral')}>
                <Clock aria-hidden size={14} className="shrink-0" />
                <span className="sr-only">{t('experts.availabilityLabel')}: </span>
                {expert.availabilityText}
              </li>
              {expert.country ? (
                <li className="inline-flex items-center gap-1 text-muted-foreground">
                  <MapPin aria-hidden size={14} className="shrink-0" />
                  <span className="sr-only">{t('experts.countryLabel')} </span>
                  {expert.country}
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1">
                <Star aria-hidden size={14} className="shrink-0 fill-current text-warning-foreground" />
                {expert.rating ? <span className="font-medium">{expert.rating}</span> : null}
                <span className="text-muted-foreground">{expert.rating ? `(${expert.reviews})` : expert.reviews}</span>
              </li>
            </ul>
          </div>
          <div className="sm:text-end">
            <Link to={signedIn ? requestHref : signInHref(requestHref)} className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
              {t('experts.contactWriter')}
            </Link>
            {viewsLeft !== null ? <p className="mt-2 text-xs text-muted-foreground">{t('experts.viewsLeft', { count: viewsLeft })}</p> : null}
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="rounded-md bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="mt-1 font-semibold">{s.value}</dd>
            </div>
          ))}
        </dl>

        <section className="mt-6">
          <h2 className="text-lg font-semibold">{t('experts.about')}</h2>
          <p className="mt-2 whitespace-pre-line" dir="auto">
            {expert.bio}
          </p>
        </section>

        <TabNav
          label={t('experts.tabsLabel')}
          current={tab}
          tabs={[
            { id: 'expertise', label: t('experts.tabExpertise') },
            { id: 'portfolio', label: t('experts.tabPortfolio') },
          ]}
        />
        {tab === 'expertise' ? (
          <section className="mt-4" aria-label={t('experts.tabExpertise')}>
            {expert.expertise.length ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {expert.expertise.map((e) => (
                  <li key={e.id} className="rounded-md border border-border p-3">
                    <p className="font-medium">{e.sector}</p>
                    <dl className="mt-1 text-sm text-muted-foreground">
                      {e.grantType ? (
                        <div>
                          <dt className="inline">{t('experts.grantTypeLabel')}: </dt>
                          <dd className="inline">{e.grantType}</dd>
                        </div>
                      ) : null}
                      {e.focus ? (
                        <div>
                          <dt className="inline">{t('experts.focusLabel')}: </dt>
                          <dd className="inline">{e.focus}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{t('experts.noExpertise')}</p>
            )}
            {expert.languages.length ? (
              <div className="mt-4">
                <h3 className="text-sm font-semibold">{t('experts.languagesLabel')}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {expert.languages.map((l) => (
                    <li key={l.id} lang={l.id} className={badgeClass('neutral')}>
                      {l.name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : (
          <section className="mt-4" aria-label={t('experts.tabPortfolio')}>
            {expert.portfolio.length ? (
              <ul className="space-y-3">
                {expert.portfolio.map((p) => (
                  <li key={p.id} className="rounded-md border border-border p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="font-semibold" dir="auto">
                        {p.title}
                      </h3>
                      <span className={badgeClass(p.wasSuccessful ? 'highlight' : 'neutral')}>
                        {p.wasSuccessful ? <CheckCircle2 aria-hidden size={14} className="shrink-0" /> : <XCircle aria-hidden size={14} className="shrink-0" />}
                        {t(p.wasSuccessful ? 'experts.grantWon' : 'experts.grantNotWon')}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">{[p.sector, p.completed, p.amount].filter(Boolean).join(' · ')}</p>
                    {p.description ? (
                      <p className="mt-2 text-sm" dir="auto">
                        {p.description}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{t('experts.noPortfolio')}</p>
            )}
          </section>
        )}

        <section className="mt-8">
          <h2 className="text-lg font-semibold">{t('experts.reviewsTitle')}</h2>
          {expert.reviewList.length ? (
            <ul className="mt-3 space-y-3">
              {expert.reviewList.map((r) => (
                <li key={r.id} className="rounded-md bg-muted p-4">
                  <p className="flex items-center gap-1 text-sm font-medium">
                    <Star aria-hidden size={14} className="shrink-0 fill-current text-warning-foreground" />
                    {t('experts.rating', { rating: r.rating })}
                    {r.isDemo ? <span className={badgeClass('neutral', 'ms-2')}>{t('experts.demoReview')}</span> : null}
                  </p>
                  <p className="mt-1 whitespace-pre-line" dir="auto">
                    {r.body}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">{r.by}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted-foreground">{t('experts.noReviews')}</p>
          )}
        </section>
      </article>
    </div>
  )
}
