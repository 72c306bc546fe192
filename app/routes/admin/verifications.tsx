import { Link } from 'react-router'
import { tierName } from '../../catalog/verification.ts'
import { cardTable } from '../../components/ui/card-table.ts'
import { CheckOutcome } from '../../components/verification/check-list.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { checkOutcomeLabels } from '../../domain/verification/check-texts.server.ts'
import { listVerificationQueue } from '../../domain/verification/review-verification.server.ts'
import { waiverFor } from '../../domain/verification/approval-gate.ts'
import { formatDate, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/verifications'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('review.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { waiting, decided } = await listVerificationQueue(context.get(servicesContext).db)
  const view = (rows: typeof waiting) =>
    rows.map((r) => ({
      id: r.id,
      tier: tierName(r.tier),
      status: r.status,
      organizationName: r.organizationName,
      // Both are set for the rows listed: submitted ones wait, decided ones have a decision date.
      submittedAt: r.submittedAt?.toISOString() ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      // Each check with its own outcome (issue 23): a check that did not run never reads as a pass.
      checks:
        r.digitalChecks?.map((c) => ({
          id: c.id,
          label: t(`checks.${c.id}` as MessageId),
          outcome: c.outcome,
          waived: Boolean(waiverFor(r.checkWaivers, c.id)),
        })) ?? null,
    }))
  return { waiting: view(waiting), decided: view(decided), outcomes: { ...checkOutcomeLabels(), waived: t('review.checksWaived') } }
}

type Row = Awaited<ReturnType<typeof loader>>['waiting'][number]

function QueueTable({ rows, decided, outcomes }: { rows: Row[]; decided?: boolean; outcomes: Awaited<ReturnType<typeof loader>>['outcomes'] }) {
  return (
    <div className="rounded-lg border border-border bg-card">
      <table className={cardTable.table}>
        <thead className={`${cardTable.head} text-muted-foreground`}>
          <tr>
            <th className="p-3 font-medium">{t('review.organization')}</th>
            <th className="p-3 font-medium">{t('review.tier')}</th>
            <th className="p-3 font-medium">{decided ? t('review.decided') : t('review.submitted')}</th>
            <th className="p-3 font-medium">{decided ? t('review.status') : t('review.checks')}</th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((r) => (
            <tr key={r.id} className={cardTable.row}>
              <td className={cardTable.lead}>
                <Link to={`/admin/verifications/${r.id}`} className="font-medium text-primary hover:underline">
                  <bdi>{r.organizationName}</bdi>
                </Link>
              </td>
              <td className={cardTable.cell} data-label={t('review.tier')}>
                {r.tier}
              </td>
              <td className={cardTable.cell} data-label={decided ? t('review.decided') : t('review.submitted')}>
                {formatDate((decided ? r.decidedAt : r.submittedAt)!)}
              </td>
              <td className={cardTable.cell} data-label={decided ? t('review.status') : t('review.checks')}>
                {decided ? (
                  t(`review.status.${r.status}` as MessageId)
                ) : r.checks === null ? (
                  t('review.checksPending')
                ) : (
                  <ul className="flex flex-col gap-1" data-testid={`queue-checks-${r.id}`}>
                    {r.checks.map((c) => (
                      <li key={c.id} className="flex flex-wrap items-center gap-2">
                        <span>{c.label}</span>
                        <CheckOutcome outcome={c.outcome} label={outcomes[c.outcome]} />
                        {c.waived ? <span className="text-xs text-muted-foreground">{outcomes.waived}</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function VerificationQueue({ loaderData }: Route.ComponentProps) {
  const { waiting, decided, outcomes } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm">
        <Link to="/admin" className="text-primary hover:underline">
          {t('admin.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t('review.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('review.body')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('review.waiting', { count: waiting.length })}</h2>
      <div className="mt-3">{waiting.length ? <QueueTable rows={waiting} outcomes={outcomes} /> : <p className="text-muted-foreground">{t('review.empty')}</p>}</div>
      {decided.length ? (
        <>
          <h2 className="mt-10 text-xl font-semibold">{t('review.recent')}</h2>
          <div className="mt-3">
            <QueueTable rows={decided} decided outcomes={outcomes} />
          </div>
        </>
      ) : null}
    </div>
  )
}
