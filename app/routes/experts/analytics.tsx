import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { type MonthValue, MonthChart } from '../../components/expert-analytics/month-chart.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Banner } from '../../components/ui/banner.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { type AnalyticsMonth, getExpertAnalytics } from '../../domain/expert-analytics/get-expert-analytics.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatNumber, formatPercent, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/analytics'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAnalytics.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** Percent 0–100 of the requests answered that were accepted, or null when none was answered. */
const rateOf = (accepted: number, declined: number) => (accepted + declined > 0 ? Math.round((accepted / (accepted + declined)) * 100) : null)

/**
 * The expert's own analytics (issue 28 §2, ADR 073): Pro and Elite memberships in force see the last
 * 12 months by month; anyone else who applied sees what the feature is and where to get it. The
 * expert is the signed-in user: there is no id to ask for someone else's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const analytics = await getExpertAnalytics(context.get(servicesContext).db, member.id)
  if (!analytics) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  const tiers = { basic: expertTierName('basic'), pro: expertTierName('pro'), elite: expertTierName('elite') }
  if (analytics.kind === 'locked') {
    return {
      kind: 'locked' as const,
      title: t('expertAnalytics.lockedTitle', tiers),
      body: t(analytics.tier === 'basic' && analytics.stage === 'active' ? 'expertAnalytics.lockedBasic' : 'expertAnalytics.lockedInactive', tiers),
    }
  }
  return { kind: 'analytics' as const, charts: charts(analytics.months) }
}

/** The five charts' figures, written in the request's language on the server. */
function charts(months: AnalyticsMonth[]) {
  const series = (value: (m: AnalyticsMonth) => number, format: (n: number) => string = formatNumber): MonthValue[] => months.map((m) => ({ month: m.month, value: value(m), text: format(value(m)) }))
  const total = (value: (m: AnalyticsMonth) => number) => months.reduce((sum, m) => sum + value(m), 0)
  const accepted = total((m) => m.accepted)
  const decided = accepted + total((m) => m.declined)
  const rate = rateOf(accepted, decided - accepted)
  return [
    {
      id: 'profile-views',
      title: t('expertAnalytics.profileViews'),
      help: t('expertAnalytics.profileViewsHelp'),
      total: formatNumber(total((m) => m.profileViews)),
      rows: series((m) => m.profileViews),
    },
    {
      id: 'search-appearances',
      title: t('expertAnalytics.searchAppearances'),
      help: t('expertAnalytics.searchAppearancesHelp'),
      total: formatNumber(total((m) => m.searchAppearances)),
      rows: series((m) => m.searchAppearances),
    },
    {
      id: 'contact-requests',
      title: t('expertAnalytics.contactRequests'),
      help: t('expertAnalytics.contactRequestsHelp'),
      total: formatNumber(total((m) => m.contactRequests)),
      rows: series((m) => m.contactRequests),
    },
    {
      id: 'acceptance-rate',
      title: t('expertAnalytics.acceptanceRate'),
      help: t('expertAnalytics.acceptanceRateHelp'),
      total: rate === null ? t('expertAnalytics.noDecision') : t('expertAnalytics.rateDetail', { rate: formatPercent(rate), accepted: formatNumber(accepted), decided: formatNumber(decided) }),
      rows: months.map((m): MonthValue => {
        const monthRate = rateOf(m.accepted, m.declined)
        return { month: m.month, value: monthRate, text: monthRate === null ? '—' : formatPercent(monthRate) }
      }),
    },
    {
      id: 'earnings',
      title: t('expertAnalytics.earnings'),
      help: t('expertAnalytics.earningsHelp'),
      total: formatUsd(total((m) => m.earningsUsd)),
      rows: series(
        (m) => m.earningsUsd,
        (n) => formatUsd(n),
      ),
    },
  ]
}

export default function ExpertAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/expert" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('expertAnalytics.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('expertAnalytics.title')}</h1>
      {loaderData.kind === 'locked' ? (
        <section className="mt-6" data-testid="analytics-locked">
          <Banner title={loaderData.title}>
            <p>{loaderData.body}</p>
          </Banner>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/grant-experts#expert-tiers" className={buttonClass('default')}>
              {t('expertAnalytics.seeMemberships')}
            </Link>
            <Link to="/become-grant-expert" className={buttonClass('outline')}>
              {t('expertAnalytics.manageMembership')}
            </Link>
          </div>
        </section>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">{t('expertAnalytics.intro')}</p>
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            {loaderData.charts.map((chart) => (
              <MonthChart key={chart.id} {...chart} />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
