import { Link } from 'react-router'
import { MilestoneList } from '../../components/requests/grant-experts-part.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { getExpertWorkspace } from '../../domain/requests/get-expert-workspace.server.ts'
import { getExpertHours } from '../../domain/hours/get-expert-hours.server.ts'
import { assistantAvailable, imageModelAvailable } from '../../domain/assistant/assistant-available.ts'
import { expertAiLinks } from '../../domain/expert-ai/expert-ai-links.ts'
import { formatHours } from '../../domain/hours/slot-time.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import type { Route } from './+types/workspace'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('requests.expert.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const workspace = await getExpertWorkspace(context.get(servicesContext).db, member.id)
  // Not an expert (never applied): the way to become one.
  if (!workspace) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  // Consultation hours (ADR 076): what is left to book this membership year, for a tier that has them.
  const hours = await getExpertHours(context.get(servicesContext).db, member.id)
  // AI features (ADR 081): the pages the expert's tier has, where a model is configured.
  const services = context.get(servicesContext)
  const ai = workspace.expert.stage === 'active' && assistantAvailable(services.config) ? expertAiLinks(workspace.expert.membershipTier, imageModelAvailable(services.config)) : []
  return { ...workspace, hoursLeft: hours && hours.balance.allowance > 0 ? formatHours(hours.balance.left) : null, ai }
}

const ENGAGEMENT: Record<string, MessageId> = { active: 'engagements.status.active', completed: 'engagements.status.completed', canceled: 'engagements.status.canceled' }

export default function ExpertWorkspace({ loaderData }: Route.ComponentProps) {
  const { expert, openRequests, toDeliver, awaitingRelease, engagements, earnings, reviews, hoursLeft, ai } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('requests.expert.title')}</h1>
      <p className="mt-1 text-muted-foreground" dir="auto">
        {expert.title}
      </p>

      <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="membership-heading">
        <h2 id="membership-heading" className="font-semibold">
          {t('requests.expert.membershipTitle')}
        </h2>
        <p className="mt-1" data-testid="membership-status">
          {t(`expertJoin.status.${expert.stage}`)}
          {expert.stage === 'active' && expert.membershipExpiresAt ? <> {t('requests.expert.until', { date: formatDate(expert.membershipExpiresAt) })}</> : null}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4">
          <Link to="/become-grant-expert" className="inline-flex min-h-11 items-center text-sm text-primary underline">
            {t('requests.expert.manageMembership')}
          </Link>
          <Link to="/expert/elite-requests" className="inline-flex min-h-11 items-center text-sm text-primary underline">
            {t('eliteRequests.workspaceLink')}
          </Link>
          <Link to="/grant-experts/events" className="inline-flex min-h-11 items-center text-sm text-primary underline">
            {t('eliteRequests.eventsLink')}
          </Link>
          <Link to="/expert/priority" className="inline-flex min-h-11 items-center text-sm text-primary underline">
            {t('priority.settings.link')}
          </Link>
        </p>
      </section>

      {hoursLeft ? (
        <section className="mt-4 rounded-lg border border-border bg-card p-4" aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="font-semibold">
            {t('hours.workspace.title')}
          </h2>
          <p className="mt-1" data-testid="hours-left">
            {t('hours.workspace.left', { left: hoursLeft })}
          </p>
          <Link to="/expert/hours" className={buttonClass('outline', 'sm', 'mt-2')}>
            {t('hours.workspace.open')}
          </Link>
        </section>
      ) : null}

      {ai.length ? (
        <section className="mt-4 rounded-lg border border-border bg-card p-4" aria-labelledby="expert-ai-heading">
          <h2 id="expert-ai-heading" className="font-semibold">
            {t('expertAi.workspace.title')}
          </h2>
          <p className="mt-2 flex flex-wrap gap-3">
            {ai.map((link) => (
              <Link key={link.to} to={link.to} className={buttonClass('outline', 'sm')}>
                {t(link.label)}
              </Link>
            ))}
          </p>
        </section>
      ) : null}

      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label={t('requests.expert.openRequests')} value={String(openRequests)} />
        <Figure label={t('requests.expert.earned')} value={formatUsd(earnings.paidUsd)} />
        <Figure label={t('requests.expert.inEscrow')} value={formatUsd(earnings.inEscrowUsd)} />
      </dl>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to="/requests" className={buttonClass('outline', 'sm')}>
          {t('requests.expert.openInbox')}
        </Link>
        <Link to="/expert/analytics" className={buttonClass('outline', 'sm')}>
          {t('expertAnalytics.open')}
        </Link>
      </p>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {toDeliver.length ? (
          <MilestoneList heading={t('requests.expert.toDeliver')} rows={toDeliver} testId="milestones-to-deliver" />
        ) : (
          <p className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">{t('requests.expert.noneToDeliver')}</p>
        )}
        {awaitingRelease.length ? (
          <MilestoneList heading={t('requests.expert.awaitingRelease')} rows={awaitingRelease} testId="milestones-awaiting-release" />
        ) : (
          <p className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">{t('requests.expert.noneAwaiting')}</p>
        )}
      </div>

      <section className="mt-8" aria-labelledby="engagements-heading">
        <h2 id="engagements-heading" className="text-xl font-semibold">
          {t('requests.expert.engagements')}
        </h2>
        {engagements.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('requests.expert.noEngagements')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
            {engagements.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link to={`/engagements/${e.id}`} className="font-medium text-primary hover:underline" dir="auto">
                    {e.projectTitle}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    <bdi>{e.memberName}</bdi> · {formatDate(e.createdAt)}
                  </p>
                </div>
                <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm">{t(ENGAGEMENT[e.status] ?? 'engagements.status.active')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-8" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t('requests.expert.reviews')}
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('requests.expert.noReviews')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-lg border border-border bg-card p-4">
                <p className="text-sm font-semibold">{t('requests.expert.rating', { rating: r.rating })}</p>
                <p className="mt-1 whitespace-pre-line" dir="auto">
                  {r.body}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  <bdi>{r.authorName}</bdi> · {formatDate(r.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  )
}
