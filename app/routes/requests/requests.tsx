import { Link } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import { RequestStatus } from '../../components/requests/request-status.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { listExpertInbox, listSentRequests } from '../../domain/requests/list-requests.server.ts'
import { formatDate, formatDateTime, t } from '../../i18n/index.ts'
import type { Route } from './+types/requests'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('requests.inbox.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const [sent, inbox] = await Promise.all([listSentRequests(db, member.id), listExpertInbox(db, member.id)])
  return { sent, inbox }
}

interface Row {
  id: string
  projectTitle: string
  status: string
  sector: unknown
  createdAt: string
  engagementId: unknown
  priority: boolean
  answerBy: string | null
}

function RequestList({ rows, who }: { rows: Row[]; who: (row: Row) => string | null }) {
  return (
    <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0">
            {r.priority ? (
              <span className="me-2 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" data-testid="priority-label">
                {t('priority.label')}
              </span>
            ) : null}
            <Link to={`/requests/${r.id}`} className="font-medium text-primary hover:underline" dir="auto">
              {r.projectTitle}
            </Link>
            <p className="text-sm text-muted-foreground">
              {who(r) ? (
                <>
                  <bdi>{who(r)}</bdi> ·{' '}
                </>
              ) : null}
              {typeof r.sector === 'string' ? <>{t('requests.openToSectorShort', { sector: sectorName(r.sector) })} · </> : null}
              {formatDate(r.createdAt)}
              {r.priority && r.answerBy ? <> · {t('priority.answerBy', { time: formatDateTime(r.answerBy) })}</> : null}
            </p>
            {typeof r.engagementId === 'string' ? (
              <Link to={`/engagements/${r.engagementId}`} className="text-sm text-primary underline">
                {t('requests.viewEngagement')}
              </Link>
            ) : null}
          </div>
          <RequestStatus status={r.status} />
        </li>
      ))}
    </ul>
  )
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { sent, inbox } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('requests.inbox.title')}</h1>
        <Link to="/grant-experts/browse" className={buttonClass('outline', 'sm')}>
          {t('requests.browseExperts')}
        </Link>
      </div>

      {inbox ? (
        <>
          <section className="mt-8" aria-labelledby="inbox-heading">
            <h2 id="inbox-heading" className="text-xl font-semibold">
              {t('requests.inbox.received')}
            </h2>
            {inbox.direct.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t('requests.inbox.noneReceived')}</p>
            ) : (
              <RequestList rows={inbox.direct} who={(r) => (r as Row & { memberName: string }).memberName} />
            )}
          </section>
          <section className="mt-8" aria-labelledby="sector-heading">
            <h2 id="sector-heading" className="text-xl font-semibold">
              {t('requests.inbox.sectorOpen')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('requests.inbox.sectorOpenHint')}</p>
            {inbox.sector.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t('requests.inbox.noneSector')}</p>
            ) : (
              <RequestList rows={inbox.sector} who={(r) => (r as Row & { memberName: string }).memberName} />
            )}
          </section>
        </>
      ) : null}

      <section className="mt-8" aria-labelledby="sent-heading">
        <h2 id="sent-heading" className="text-xl font-semibold">
          {t('requests.inbox.sent')}
        </h2>
        {sent.length === 0 ? (
          <EmptyState
            className="mt-3"
            title={t('requests.inbox.noneSent')}
            body={t('requests.inbox.noneSentNext')}
            action={
              <Link to="/grant-experts/browse" className={buttonClass()}>
                {t('requests.browseExperts')}
              </Link>
            }
          />
        ) : (
          <RequestList rows={sent} who={(r) => (r as Row & { expertName: string | null }).expertName} />
        )}
      </section>
    </div>
  )
}
