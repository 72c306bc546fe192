import { cardTable } from '../../components/ui/card-table.ts'
import { Link } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/outbox'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('admin.outbox'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { mailer } = context.get(servicesContext)
  const messages = await mailer.listOutbox()
  return { messages: messages.slice(0, 200).map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt })) }
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('admin.outbox')}</h1>
      <p className="mt-1 text-muted-foreground">{t('admin.outboxBody')}</p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-6">{t('admin.outboxEmpty')}</p>
      ) : (
        <table className={`mt-6 ${cardTable.table}`}>
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{t('admin.to')}</th>
              <th className="p-3">{t('admin.subject')}</th>
              <th className="p-3">{t('admin.sent')}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {loaderData.messages.map((m) => (
              <tr key={m.id} className={cardTable.row}>
                <td className={cardTable.cell} data-label={t('admin.to')}>
                  <bdi>{m.to}</bdi>
                </td>
                <td className={cardTable.cell} data-label={t('admin.subject')}>
                  <Link to={`/admin/outbox/${m.id}`} className="text-primary hover:underline">
                    <bdi>{m.subject}</bdi>
                  </Link>
                </td>
                <td className={`${cardTable.cell} whitespace-nowrap`} data-label={t('admin.sent')}>
                  <time dateTime={m.sentAt}>
                    {formatDate(m.sentAt)} {m.sentAt.slice(11, 16)} UTC
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
