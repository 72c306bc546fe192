import { Link } from 'react-router'
import { cardTable } from '../../components/ui/card-table.ts'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { listDisputes } from '../../domain/engagements/dispute-queue.server.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/disputes'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('engagements.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { open, resolved } = await listDisputes(context.get(servicesContext).db)
  const view = (rows: typeof open) =>
    rows.map((r) => ({
      id: r.id,
      project: r.project,
      milestoneTitle: r.milestoneTitle,
      amountUsd: r.amountUsd,
      parties: `${r.memberName} · ${r.expertName}`,
      resolution: r.resolution,
      date: (r.resolvedAt ?? r.createdAt).toISOString(),
    }))
  return { open: view(open), resolved: view(resolved) }
}

type Row = Awaited<ReturnType<typeof loader>>['open'][number]

function Queue({ rows, resolved }: { rows: Row[]; resolved?: boolean }) {
  if (!rows.length) return <p className="mt-2 text-sm text-muted-foreground">{resolved ? t('engagements.admin.noneResolved') : t('engagements.admin.noneOpen')}</p>
  return (
    <div className="mt-2 rounded-lg border border-border bg-card">
      <table className={cardTable.table}>
        <thead className={`${cardTable.head} text-muted-foreground`}>
          <tr>
            <th className="p-3 font-medium">{t('engagements.milestone')}</th>
            <th className="p-3 font-medium">{t('engagements.admin.parties')}</th>
            <th className="p-3 font-medium">{t('engagements.amount')}</th>
            <th className="p-3 font-medium">{resolved ? t('engagements.admin.resolvedOn') : t('engagements.admin.openedOn')}</th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((r) => (
            <tr key={r.id} className={cardTable.row}>
              <td className={cardTable.lead}>
                <Link to={`/admin/disputes/${r.id}`} className="font-medium text-primary hover:underline [overflow-wrap:anywhere]">
                  <bdi>{r.milestoneTitle}</bdi>
                </Link>
                <span className="block text-xs text-muted-foreground">
                  <bdi>{r.project}</bdi>
                </span>
              </td>
              <td className={cardTable.cell} data-label={t('engagements.admin.parties')}>
                <bdi>{r.parties}</bdi>
              </td>
              <td className={cardTable.cell} data-label={t('engagements.amount')}>
                {formatUsd(r.amountUsd)}
              </td>
              <td className={cardTable.cell} data-label={resolved ? t('engagements.admin.resolvedOn') : t('engagements.admin.openedOn')}>
                {formatDate(r.date)}
                {r.resolution ? ` · ${t(`engagements.resolution.${r.resolution}`)}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function AdminDisputes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/admin" className="text-primary underline">
          {t('engagements.admin.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('engagements.admin.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('engagements.admin.intro')}</p>
      <h2 className="mt-6 text-lg font-semibold">{t('engagements.admin.open', { count: loaderData.open.length })}</h2>
      <Queue rows={loaderData.open} />
      <h2 className="mt-8 text-lg font-semibold">{t('engagements.admin.resolved')}</h2>
      <Queue rows={loaderData.resolved} resolved />
    </div>
  )
}
