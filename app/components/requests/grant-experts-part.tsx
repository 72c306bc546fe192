import { Link } from 'react-router'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { RequestStatus } from './request-status.tsx'

interface RequestRow {
  id: string
  projectTitle: string
  status: string
  createdAt: string
  expertName: string | null
  engagementId: string | null
}
interface EngagementRow {
  id: string
  projectTitle: string
  status: string
  expertName: string
  createdAt: string
}

/** The expert's side, for a member who is also a grant expert: requests sent to them, engagements they took on. */
export interface ExpertPart {
  requests: Array<{ id: string; projectTitle: string; status: string; createdAt: string; memberName: string }>
  engagements: Array<{ id: string; projectTitle: string; status: string; createdAt: string; memberName: string }>
}

export interface MilestoneToDo {
  id: string
  engagementId: string
  title: string
  amountUsd: number
  project: string
  autoReleaseAt: string | null
}
export interface MemberToDo {
  toFund: MilestoneToDo[]
  toRelease: MilestoneToDo[]
  toReview: { id: string; project: string }[]
  unreadMessages: number
}

/** Milestones listed with their engagement's link, amount and project (and the auto-release date when set). */
export function MilestoneList({ heading, rows, testId }: { heading: string; rows: MilestoneToDo[]; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4" data-testid={testId}>
      <h3 className="font-semibold">{heading}</h3>
      <ul className="mt-2 divide-y divide-border">
        {rows.map((m) => (
          <li key={m.id} className="py-2">
            <Link to={`/engagements/${m.engagementId}`} className="font-medium text-primary hover:underline" dir="auto">
              {m.title}
            </Link>
            <p className="text-xs text-muted-foreground">
              {formatUsd(m.amountUsd)} · <bdi>{m.project}</bdi>
              {m.autoReleaseAt ? <> · {t('requests.dashboard.autoRelease', { date: formatDate(m.autoReleaseAt) })}</> : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The member dashboard's "Grant experts" part: what needs the member now (milestones to fund,
 * deliveries to release, reviews to leave, unread messages), the newest requests (with status) and
 * engagements, and the way to all of them.
 */
export function GrantExpertsPart({ requests, engagements, toDo, asExpert = null }: { requests: RequestRow[]; engagements: EngagementRow[]; toDo: MemberToDo; asExpert?: ExpertPart | null }) {
  return (
    <section className="mt-10" aria-labelledby="grant-experts-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="grant-experts-heading" className="text-xl font-semibold">
          {t('requests.dashboard.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/requests" className={buttonClass('outline', 'sm')}>
            {t('requests.dashboard.allRequests')}
          </Link>
          <Link to="/grant-experts/browse" className={buttonClass('outline', 'sm')}>
            {t('requests.dashboard.findExpert')}
          </Link>
        </div>
      </div>
      {toDo.unreadMessages > 0 ? (
        <p className="mt-3" data-testid="unread-request-messages">
          <Link to="/requests" className="font-medium text-primary underline">
            {t('requests.dashboard.unread', { count: toDo.unreadMessages })}
          </Link>
        </p>
      ) : null}
      {toDo.toFund.length || toDo.toRelease.length || toDo.toReview.length ? (
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {toDo.toFund.length ? <MilestoneList heading={t('requests.dashboard.toFund')} rows={toDo.toFund} testId="milestones-to-fund" /> : null}
          {toDo.toRelease.length ? <MilestoneList heading={t('requests.dashboard.toRelease')} rows={toDo.toRelease} testId="milestones-to-release" /> : null}
          {toDo.toReview.length ? (
            <div className="rounded-lg border border-border bg-card p-4" data-testid="engagements-to-review">
              <h3 className="font-semibold">{t('requests.dashboard.toReview')}</h3>
              <ul className="mt-2 divide-y divide-border">
                {toDo.toReview.map((e) => (
                  <li key={e.id} className="py-2">
                    <Link to={`/engagements/${e.id}`} className="font-medium text-primary hover:underline" dir="auto">
                      {e.project}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <ProjectList
          kind="requests"
          Heading="h3"
          heading={t('requests.dashboard.requests')}
          empty={t('requests.dashboard.noRequests')}
          bylineId="requests.dashboard.with"
          rows={requests}
          nameOf={(r) => r.expertName}
        />
        <ProjectList
          kind="engagements"
          Heading="h3"
          heading={t('requests.dashboard.engagements')}
          empty={t('requests.dashboard.noEngagements')}
          bylineId="requests.dashboard.with"
          rows={engagements}
          nameOf={(e) => e.expertName}
        />
      </div>
      {asExpert ? <ExpertSide part={asExpert} /> : null}
    </section>
  )
}

function ExpertSide({ part }: { part: ExpertPart }) {
  return (
    <div className="mt-6" data-testid="expert-part">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{t('requests.dashboard.asExpert')}</h3>
        <Link to="/expert" className={buttonClass('outline', 'sm')}>
          {t('requests.expert.title')}
        </Link>
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <ProjectList
          kind="requests"
          Heading="h4"
          heading={t('requests.inbox.received')}
          empty={t('requests.inbox.noneReceived')}
          bylineId="requests.dashboard.from"
          rows={part.requests}
          nameOf={(r) => r.memberName}
        />
        <ProjectList
          kind="engagements"
          Heading="h4"
          heading={t('requests.dashboard.expertEngagements')}
          empty={t('requests.expert.noEngagements')}
          bylineId="requests.dashboard.from"
          rows={part.engagements}
          nameOf={(e) => e.memberName}
        />
      </div>
    </div>
  )
}

interface ListedProject {
  id: string
  projectTitle: string
  status: string
  createdAt: string
}

/**
 * A box of requests or engagements, each linked by its project title with the other side's name
 * (`bylineId`: "With …" on the member's side, "From …" on the expert's) and its date; requests also
 * show their status.
 */
function ProjectList<Row extends ListedProject>({
  kind,
  Heading,
  heading,
  empty,
  bylineId,
  rows,
  nameOf,
}: {
  kind: 'requests' | 'engagements'
  Heading: 'h3' | 'h4'
  heading: string
  empty: string
  bylineId: 'requests.dashboard.with' | 'requests.dashboard.from'
  rows: Row[]
  nameOf: (row: Row) => string | null
}) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <Heading className="font-semibold">{heading}</Heading>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {rows.map((row) => {
            const name = nameOf(row)
            return <ProjectRow key={row.id} kind={kind} row={row} byline={name ? t(bylineId, { name }) : null} />
          })}
        </ul>
      )}
    </div>
  )
}

/** One request (with its status) or engagement: its project title as the link, then who and when. */
function ProjectRow({ kind, row, byline }: { kind: 'requests' | 'engagements'; row: ListedProject; byline: string | null }) {
  const title = (
    <Link to={`/${kind}/${row.id}`} className="font-medium text-primary hover:underline" dir="auto">
      {row.projectTitle}
    </Link>
  )
  const line = (
    <p className="text-xs text-muted-foreground">
      {byline ? (
        <>
          <bdi>{byline}</bdi> ·{' '}
        </>
      ) : null}
      {formatDate(row.createdAt)}
    </p>
  )
  if (kind === 'engagements') {
    return (
      <li className="py-2">
        {title}
        {line}
      </li>
    )
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        {title}
        {line}
      </div>
      <RequestStatus status={row.status} />
    </li>
  )
}
