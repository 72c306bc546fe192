import { ArrowLeft } from 'lucide-react'
import { Form, Link } from 'react-router'
import { ORGANIZATIONS_SHOWN } from '../../catalog/limits.ts'
import { planName } from '../../catalog/plans.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { inputClass, typedTextClass } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { listOrganizations } from '../../domain/organizations/list-organizations.server.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import type { Route } from './+types/organizations'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('accountManager.admin.organizations'), matches) }, { name: 'robots', content: 'noindex' }]

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g
/** The search box takes at most this much (a name is shorter). */
const QUERY_MAX = 200

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  // Control characters are no part of a name (and PostgreSQL refuses a NUL byte): left out of the search.
  const q = (new URL(request.url).searchParams.get('q') ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, QUERY_MAX)
  const rows = await listOrganizations(context.get(servicesContext).db, q || undefined)
  return { q, organizations: rows.map((r) => ({ ...r, plan: planName(r.plan) })) }
}

/** Organizations by name, searchable, each opening its page (account manager, team, plan). */
export default function Organizations({ loaderData }: Route.ComponentProps) {
  const { q, organizations } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/admin" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('accountManager.admin.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('accountManager.admin.organizations')}</h1>
      <p className="mt-1 text-muted-foreground">{t('accountManager.admin.organizationsBody', { count: ORGANIZATIONS_SHOWN })}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor="organizations-q" className="block text-sm font-medium">
            {t('accountManager.admin.search')}
          </label>
          <input id="organizations-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} className={`${inputClass} ${typedTextClass}`} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('accountManager.admin.searchButton')}
        </button>
      </Form>
      {organizations.length === 0 ? (
        <p className="mt-6">{q ? t('accountManager.admin.noneFound', { q }) : t('accountManager.admin.none')}</p>
      ) : (
        <div className="mt-6 rounded-lg border border-border bg-card">
          <table className={cardTable.table}>
            <thead className={`${cardTable.head} text-muted-foreground`}>
              <tr>
                <th className="p-3 font-medium">{t('accountManager.admin.organization')}</th>
                <th className="p-3 font-medium">{t('accountManager.admin.plan')}</th>
                <th className="p-3 font-medium">{t('accountManager.admin.members')}</th>
                <th className="p-3 font-medium">{t('accountManager.admin.manager')}</th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {organizations.map((o) => (
                <tr key={o.id} className={cardTable.row}>
                  <td className={cardTable.lead}>
                    <Link to={`/admin/organizations/${o.id}`} className="font-medium text-primary hover:underline">
                      <bdi>{o.name}</bdi>
                    </Link>
                  </td>
                  <td className={cardTable.cell} data-label={t('accountManager.admin.plan')}>
                    {o.plan}
                  </td>
                  <td className={cardTable.cell} data-label={t('accountManager.admin.members')}>
                    {formatNumber(o.members)}
                  </td>
                  <td className={cardTable.cell} data-label={t('accountManager.admin.manager')}>
                    {o.managerName ? <bdi>{o.managerName}</bdi> : t('accountManager.admin.noManager')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
