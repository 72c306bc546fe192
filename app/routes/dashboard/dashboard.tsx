import { CalendarClock, FileText, Heart, Zap } from 'lucide-react'
import { HydrateLater } from '../../components/ui/hydrate-later.tsx'
import { Link, useSearchParams } from 'react-router'
import { planById, planName } from '../../catalog/plans.ts'
import { DASHBOARD_ACTIVITY_SHOWN } from '../../catalog/team.ts'
import { ActivityList } from '../../components/team/activity-list.tsx'
import { listActivity } from '../../domain/team/list-activity.server.ts'
import { GrantCard } from '../../components/grants/grant-card.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { MemberDataLinks } from '../../components/calendar-link.tsx'
import { AccountManagerCard } from '../../components/account-manager-card.tsx'
import { accountManagerIncluded, getAccountManager } from '../../domain/account-manager/get-account-manager.server.ts'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { getVerificationStatus } from '../../domain/verification/verification-status.server.ts'
import { VerificationStanding } from '../../components/verification/verification-standing.tsx'
import { planState } from '../../domain/subscriptions/plan-state.ts'
import { getDashboard } from '../../domain/dashboard/get-dashboard.server.ts'
import { listMemberSubmissions } from '../../domain/submissions/list-member-submissions.server.ts'
import { listExpertInbox, listSentRequests } from '../../domain/requests/list-requests.server.ts'
import { listEngagements } from '../../domain/engagements/engagement-view.server.ts'
import { memberToDo } from '../../domain/engagements/what-needs-doing.server.ts'
import { displayName } from '../../domain/experts/expert-view.server.ts'
import { GrantExpertsPart } from '../../components/requests/grant-experts-part.tsx'
import { applicationAnalytics } from '../../domain/dashboard/application-analytics.ts'
import { applicationStatusLabel } from '../../domain/applications/application-status.ts'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { VerifiedBadge } from '../../components/verification/verified-badge.tsx'
import { BadgeCheckCard } from '../../components/badge-check-card.tsx'
import { formatDate, formatPercent, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import { withPlaces } from '../../domain/grants/grant-places.server.ts'
import type { Route } from './+types/dashboard'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('dashboard.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const [dashboard, submissions, verification, sentRequests, expertInbox, engagementList, toDo, activity] = await Promise.all([
    getDashboard(db, member.organization.id),
    listMemberSubmissions(db, member.id),
    getVerificationStatus(db, member.organization.id),
    listSentRequests(db, member.id, 5),
    // Null for a member who is not a grant expert.
    listExpertInbox(db, member.id),
    listEngagements(db, member.id),
    memberToDo(db, member.id),
    // The team's latest activity (issue 14); /team/activity has it all.
    listActivity(db, member.organization.id, { limit: DASHBOARD_ACTIVITY_SHOWN }),
  ])
  const plan = planById(member.organization.plan)
  const subscription = new URL(request.url).searchParams.get('subscription')
  return {
    member: { name: member.name, organization: member.organization.name, verified: member.organization.verified },
    plan: plan.id === 'free' ? t('dashboard.freePlan') : t('dashboard.plan', { plan: planName(plan.id) }),
    planState: planState(member.organization),
    // Back from a subscription checkout: the provider's event may still be on its way.
    subscriptionMessage: subscription === 'success' ? (plan.id === 'free' ? t('pricing.confirming') : t('pricing.activated', { plan: planName(plan.id) })) : null,
    // Plan entitlement, decided here: Free members never receive the figures.
    // The same standing and next step as /get-verified (one function on the server).
    verification,
    analytics: plan.entitlements.analytics ? applicationAnalytics(dashboard.applications) : null,
    accountManager: await getAccountManager(db, member),
    accountManagerIncluded: accountManagerIncluded(member),
    ...dashboard,
    // Each saved grant's places named in the reader's language (issue 27 §5).
    saved: dashboard.saved.map((s) => ({ ...s, grant: withPlaces(s.grant) })),
    submissions,
    activity: activity.entries,
    // Grant experts (issue 11): the newest requests and engagements; /requests has them all.
    experts: {
      requests: sentRequests,
      engagements: engagementList.engagements
        .filter((e) => e.role === 'member')
        .slice(0, 5)
        .map((e) => ({ id: e.id, status: e.status, projectTitle: e.project, expertName: displayName(e.expertName), createdAt: e.createdAt.toISOString() })),
      toDo,
      // The same person may be the expert of other requests: their part is shown beside the member's.
      asExpert: expertInbox
        ? {
            requests: expertInbox.direct.slice(0, 5).map((r) => ({ id: r.id, status: r.status, projectTitle: r.projectTitle, memberName: r.memberName, createdAt: r.createdAt })),
            engagements: engagementList.engagements
              .filter((e) => e.role === 'expert')
              .slice(0, 5)
              .map((e) => ({ id: e.id, status: e.status, projectTitle: e.project, memberName: e.memberName, createdAt: e.createdAt.toISOString() })),
          }
        : null,
    },
  }
}

const TABS = [
  { id: 'saved', label: 'dashboard.savedGrants' },
  { id: 'applications', label: 'dashboard.applications' },
  { id: 'deadlines', label: 'dashboard.upcomingDeadlines' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId }>

function daysLeftText(days: number) {
  if (days === 0) return t('dashboard.dueToday')
  if (days === 1) return t('dashboard.dayLeft')
  return t('dashboard.daysLeft', { count: days })
}

const SUBMISSION_STATUS: Record<string, MessageId> = { pending: 'submit.statusPending', published: 'submit.statusPublished', rejected: 'submit.statusRejected' }

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { member, plan, planState: state, subscriptionMessage, analytics, verification, saved, applications, counters, deadlines, submissions, experts, activity } = loaderData
  const [params] = useSearchParams()
  const tab = TABS.find((x) => x.id === params.get('tab'))?.id ?? 'saved'
  const appliedIds = new Set(applications.map((a) => a.grant.id))
  const counterCards = [
    { label: t('dashboard.savedGrants'), value: counters.saved, icon: Heart },
    { label: t('dashboard.applications'), value: counters.applications, icon: FileText },
    { label: t('dashboard.active'), value: counters.active, icon: Zap },
    { label: t('dashboard.deadlines'), value: counters.deadlines, icon: CalendarClock, hint: t('dashboard.next30Days') },
  ]
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: member.name })}</h1>
      <OutcomeMessage text={subscriptionMessage} />
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
        <bdi>{member.organization}</bdi>
        {member.verified ? <VerifiedBadge badge={member.verified.badge} verifiedAt={member.verified.at} /> : null}
        <span aria-hidden>·</span>
        <span className="font-medium text-foreground" data-testid="plan">
          {plan}
        </span>
        {state.kind !== 'free' ? (
          <span data-testid="plan-state">({t(state.kind === 'ends' ? 'billing.dashboard.ends' : 'dashboard.renews', { date: formatDate(state.date) })})</span>
        ) : (
          <Link to="/#pricing" className="text-sm text-primary underline">
            {t('dashboard.upgrade')}
          </Link>
        )}
        <Link to="/billing" className="inline-flex min-h-11 items-center text-sm text-primary underline">
          {t('billing.managePlan')}
        </Link>
      </p>

      <VerificationStanding status={verification} compact />
      {loaderData.accountManager ? (
        <AccountManagerCard manager={loaderData.accountManager} />
      ) : loaderData.accountManagerIncluded ? (
        <section aria-labelledby="account-manager-heading" className="mt-6 rounded-lg border border-border bg-card p-5" data-testid="account-manager-pending">
          <h2 id="account-manager-heading" className="text-lg font-semibold">
            {t('accountManager.card.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('accountManager.beingAssigned')}</p>
        </section>
      ) : null}
      <BadgeCheckCard verified={verification.verified} />

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counterCards.map(({ label, value, icon: Icon, hint }) => (
          // The figure sits at the foot of each card, so figures line up whatever their labels' length.
          <div key={label} className="flex flex-col justify-between gap-1 rounded-lg border border-border bg-card p-4">
            <dt className="flex items-start gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden size={16} className="mt-0.5 shrink-0" />
              <span className="min-w-0">
                {label}
                {hint ? <span className="block text-xs">({hint})</span> : null}
              </span>
            </dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-label={t('dashboard.analytics')}>
        <h2 className="font-semibold">{t('dashboard.analytics')}</h2>
        {analytics ? (
          <dl className="mt-3 grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
            <Figure label={t('dashboard.submittedThisYear')} value={String(analytics.submittedThisYear)} />
            <Figure label={t('dashboard.decided')} value={String(analytics.decided)} />
            <Figure label={t('dashboard.successRate')} value={analytics.successRate === null ? t('dashboard.notYet') : formatPercent(analytics.successRate)} />
            <Figure label={t('dashboard.awardedTotal')} value={formatUsd(analytics.awardedTotalUsd)} />
          </dl>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">
            {t('dashboard.analyticsLocked')}{' '}
            <Link to="/#pricing" className="text-primary underline">
              {t('dashboard.upgrade')}
            </Link>
          </p>
        )}
      </section>

      <TabNav label={t('dashboard.title')} tabs={TABS.map((x) => ({ id: x.id, label: t(x.label) }))} current={tab} />
      <MemberDataLinks />

      {/* The tab's list sits below the counters on a phone: hydrated after the page (ADR 066). */}
      <HydrateLater name="dashboard-tab" deps={[tab, saved, applications, deadlines]}>
        {tab === 'saved' ? (
          <section className="mt-6" aria-label={t('dashboard.savedGrants')}>
            {saved.length === 0 ? (
              <Empty message={t('dashboard.noSaved')} next={t('design.savedEmptyNext')} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {saved.map((s) => (
                  <GrantCard key={s.grant.id} grant={s.grant} saved applied={appliedIds.has(s.grant.id)} />
                ))}
              </div>
            )}
          </section>
        ) : null}

        {tab === 'applications' ? (
          <section className="mt-6" aria-label={t('dashboard.applications')}>
            {applications.length === 0 ? (
              <Empty message={t('dashboard.noApplications')} next={t('design.applicationsEmptyNext')} />
            ) : (
              <div className="rounded-lg border border-border bg-card">
                <table className={cardTable.table}>
                  <thead className={`${cardTable.head} text-muted-foreground`}>
                    <tr>
                      <th className="p-3 font-medium">{t('grant.viewDetails')}</th>
                      <th className="p-3 font-medium">{t('dashboard.status')}</th>
                      <th className="p-3 font-medium">{t('dashboard.submitted')}</th>
                      <th className="p-3 font-medium">{t('dashboard.outcome')}</th>
                      <th className="p-3 font-medium">{t('dashboard.amountAwarded')}</th>
                    </tr>
                  </thead>
                  <tbody className={cardTable.body}>
                    {applications.map((a) => (
                      <tr key={a.id} className={cardTable.row}>
                        <td className={cardTable.lead}>
                          <Link to={`/dashboard/applications/${a.id}`} className="font-medium text-primary hover:underline">
                            <bdi>{a.grant.title}</bdi>
                          </Link>
                          <p className="text-xs font-normal text-muted-foreground">
                            <bdi>{a.grant.funderName ?? a.grant.source}</bdi>
                          </p>
                        </td>
                        <td className={cardTable.cell} data-label={t('dashboard.status')}>
                          <span className="rounded-full bg-muted px-2.5 py-0.5">{applicationStatusLabel(a.status)}</span>
                        </td>
                        <td className={cardTable.cell} data-label={t('dashboard.submitted')}>
                          {a.submissionDate ? formatDate(a.submissionDate) : t('dashboard.notYet')}
                        </td>
                        <td className={cardTable.cell} data-label={t('dashboard.outcome')}>
                          {a.outcome ? applicationStatusLabel(a.outcome) : t('dashboard.notYet')}
                        </td>
                        <td className={cardTable.cell} data-label={t('dashboard.amountAwarded')}>
                          {a.amountAwarded != null ? formatUsd(a.amountAwarded) : t('dashboard.notYet')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ) : null}

        {tab === 'deadlines' ? (
          <section className="mt-6" aria-label={t('dashboard.upcomingDeadlines')}>
            {deadlines.shown.length === 0 ? (
              <Empty message={t('dashboard.noDeadlines')} next={t('design.deadlinesEmptyNext')} />
            ) : (
              <>
                <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                  {deadlines.shown.map((d) => (
                    <li key={d.grantId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <div>
                        <Link to={`/grant/${d.grantId}`} className="font-medium hover:underline">
                          <bdi>{d.title}</bdi>
                        </Link>
                        <p className="text-sm text-muted-foreground">
                          <bdi>{d.source}</bdi>
                        </p>
                      </div>
                      <div className="text-end text-sm">
                        <p className="font-medium">{formatDate(d.deadline)}</p>
                        <p className={d.daysLeft <= 7 ? 'text-destructive' : 'text-muted-foreground'}>{daysLeftText(d.daysLeft)}</p>
                      </div>
                    </li>
                  ))}
                </ul>
                {deadlines.total > deadlines.shown.length ? (
                  <p className="mt-2 text-sm text-muted-foreground">{t('dashboard.moreDeadlines', { count: deadlines.total - deadlines.shown.length })}</p>
                ) : null}
              </>
            )}
          </section>
        ) : null}
      </HydrateLater>

      {/* Below the first screen: hydrated after the page, one part a task (ADR 066, 2026-11-30). */}
      <HydrateLater name="dashboard-team" deps={[activity]}>
        <section className="mt-10" aria-labelledby="team-activity-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="team-activity-heading" className="text-xl font-semibold">
              {t('dashboard.team')}
            </h2>
            <Link to="/team/activity" className="inline-flex min-h-11 items-center text-sm text-primary underline">
              {t('dashboard.teamAll')}
            </Link>
          </div>
          <div className="mt-3">
            <ActivityList entries={activity} empty={t('dashboard.teamEmpty')} />
          </div>
        </section>
      </HydrateLater>
      <HydrateLater name="dashboard-experts" deps={[experts]}>
        <GrantExpertsPart requests={experts.requests} engagements={experts.engagements} toDo={experts.toDo} asExpert={experts.asExpert} />
      </HydrateLater>
      <HydrateLater name="dashboard-submissions" deps={[submissions]}>
        <section className="mt-10" aria-labelledby="submissions-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="submissions-heading" className="text-xl font-semibold">
              {t('dashboard.submissions')}
            </h2>
            <Link to="/submit-grant" className={buttonClass('outline', 'sm')}>
              {t('dashboard.submitGrant')}
            </Link>
          </div>
          {submissions.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">{t('dashboard.noSubmissions')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
              {submissions.map((s) => (
                <li key={s.id} className="p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p dir="auto" className="font-medium">
                      {s.title}
                    </p>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm ${s.status === 'published' ? 'bg-primary text-primary-foreground' : s.status === 'rejected' ? 'bg-muted text-destructive' : 'bg-muted'}`}
                    >
                      {t(SUBMISSION_STATUS[s.status])}
                    </span>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    <bdi>{s.funderName}</bdi> · {formatDate(s.createdAt)}
                  </p>
                  {s.status === 'rejected' && s.rejectionReason ? <p className="mt-1 text-sm">{t('submit.rejectedBecause', { reason: s.rejectionReason })}</p> : null}
                  {s.publishedGrantId ? (
                    <Link to={`/grant/${s.publishedGrantId}`} className="mt-1 inline-block text-sm text-primary hover:underline">
                      {t('submit.viewGrant')}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </HydrateLater>
    </div>
  )
}

function Empty({ message, next }: { message: string; next: string }) {
  return (
    <EmptyState
      title={message}
      body={next}
      action={
        <Link to="/discover" className={buttonClass()}>
          {t('dashboard.discover')}
        </Link>
      }
    />
  )
}

export function ErrorBoundary() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg">{t('dashboard.loadFailed')}</p>
      <Link to="/dashboard" className={buttonClass('outline', 'default', 'mt-4')}>
        {t('dashboard.title')}
      </Link>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  )
}
