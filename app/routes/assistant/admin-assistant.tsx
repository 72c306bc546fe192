import { Form } from 'react-router'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { SelectField } from '../../components/ui/field.tsx'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { assistantMonth } from '../../domain/assistant/ask-assistant.server.ts'
import { assistantCosts, assistantMonths } from '../../domain/assistant/assistant-costs.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { formatMoney, formatMonth, formatNumber, t } from '../../i18n/index.ts'
import { AdminLoadFailed } from '../admin/+shared/load-failed.tsx'
import { ListSection } from '../../components/staff-queue/list-section.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import type { Route } from './+types/admin-assistant'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('assistant.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/**
 * Staff's view of the grant assistant (issue 28 §1, ADR 072): for a month (?month=YYYY-MM, this
 * month by default), requests, tokens and cost per organization and per purpose, and totals. Admins
 * only; like every assistant page, not there when no model is configured.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireModel(context)
  requireAdmin(context, request)
  const asked = new URL(request.url).searchParams.get('month') ?? ''
  const now = new Date()
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const match = MONTH.exec(asked)
  const month = match ? asked : current
  // A month that is not one (typed into the address) is named and the current month shown instead.
  const monthError = asked && !match ? t('assistant.admin.monthInvalid') : null
  const [year, m] = month.split('-').map(Number)
  const window = assistantMonth(new Date(Date.UTC(year, m - 1, 15)))
  const [rows, months] = await Promise.all([assistantCosts(db, window), assistantMonths(db)])
  const options = [...new Set([current, month, ...months])].sort().reverse()
  const byOrg = new Map<string, { key: string; name: string; requests: number; failed: number; tokens: number; cost: number; purposes: { purpose: string; requests: number; cost: number }[] }>()
  const byPurpose = new Map<string, { requests: number; failed: number; tokens: number; cost: number }>()
  for (const r of rows) {
    const key = r.organizationId ?? `expert:${r.expertId ?? ''}`
    const name = r.organizationName ?? (r.expertId ? t('assistant.admin.expert', { name: r.expertName ?? '' }) : t('assistant.admin.noOrganization'))
    const org = byOrg.get(key) ?? { key, name, requests: 0, failed: 0, tokens: 0, cost: 0, purposes: [] }
    org.requests += r.requests
    org.failed += r.failed
    org.tokens += r.promptTokens + r.completionTokens
    org.cost += r.costUsd
    org.purposes.push({ purpose: t(`assistant.purpose.${r.purpose}`), requests: r.requests, cost: r.costUsd })
    byOrg.set(key, org)
    const p = byPurpose.get(r.purpose) ?? { requests: 0, failed: 0, tokens: 0, cost: 0 }
    p.requests += r.requests
    p.failed += r.failed
    p.tokens += r.promptTokens + r.completionTokens
    p.cost += r.costUsd
    byPurpose.set(r.purpose, p)
  }
  const money = (value: number) => formatMoney(value, 'USD')
  const organizations = [...byOrg.values()].sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name))
  return {
    month,
    monthError,
    monthName: formatMonth(month, 'long'),
    options: options.map((value) => ({ value, label: formatMonth(value, 'long') })),
    organizations: organizations.map((o) => ({
      key: o.key,
      name: o.name,
      requests: formatNumber(o.requests),
      failed: formatNumber(o.failed),
      tokens: formatNumber(o.tokens),
      cost: money(o.cost),
      purposes: o.purposes.map((p) => ({ purpose: p.purpose, requests: formatNumber(p.requests), cost: money(p.cost) })),
    })),
    purposes: [...byPurpose.entries()].map(([purpose, p]) => ({
      purpose: t(`assistant.purpose.${purpose as 'translation'}`),
      requests: formatNumber(p.requests),
      failed: formatNumber(p.failed),
      tokens: formatNumber(p.tokens),
      cost: money(p.cost),
    })),
    total: money(rows.reduce((sum, r) => sum + r.costUsd, 0)),
    totalRequests: formatNumber(rows.reduce((sum, r) => sum + r.requests, 0)),
  }
}

const cell = 'px-3 py-2 text-start align-top'

export default function AdminAssistant({ loaderData: d }: Route.ComponentProps) {
  return (
    <StaffPage title={t('assistant.admin.title')} intro={t('assistant.admin.intro')}>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField label={t('assistant.admin.month')} id="month" defaultValue={d.month} error={d.monthError ?? undefined}>
          {d.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline">
          {t('assistant.admin.show')}
        </Button>
      </Form>
      <p className="mt-4 font-medium" data-testid="total">
        {t('assistant.admin.total', { month: d.monthName, requests: d.totalRequests, cost: d.total })}
      </p>

      <ListSection id="orgs-heading" title={t('assistant.admin.byOrganization')} className="mt-6" isEmpty={d.organizations.length === 0} empty={t('assistant.admin.empty')}>
        <div className="mt-2 overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-sm" data-testid="by-organization">
            <thead className="bg-muted">
              <tr>
                <th className={cell}>{t('assistant.admin.organization')}</th>
                <th className={cell}>{t('assistant.admin.requests')}</th>
                <th className={cell}>{t('assistant.admin.failed')}</th>
                <th className={cell}>{t('assistant.admin.tokens')}</th>
                <th className={cell}>{t('assistant.admin.cost')}</th>
                <th className={cell}>{t('assistant.admin.purposes')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {d.organizations.map((o) => (
                <tr key={o.key}>
                  <td className={cell}>
                    <bdi>{o.name}</bdi>
                  </td>
                  <td className={cell}>{o.requests}</td>
                  <td className={cell}>{o.failed}</td>
                  <td className={cell}>{o.tokens}</td>
                  <td className={cell}>{o.cost}</td>
                  <td className={cell}>
                    <ul>
                      {o.purposes.map((p) => (
                        <li key={p.purpose}>{t('assistant.admin.purposeLine', { purpose: p.purpose, requests: p.requests, cost: p.cost })}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>

      <ListSection id="purposes-heading" title={t('assistant.admin.byPurpose')} className="mt-8" isEmpty={d.purposes.length === 0} empty={t('assistant.admin.empty')}>
        <div className="mt-2 overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-sm" data-testid="by-purpose">
            <thead className="bg-muted">
              <tr>
                <th className={cell}>{t('assistant.admin.purpose')}</th>
                <th className={cell}>{t('assistant.admin.requests')}</th>
                <th className={cell}>{t('assistant.admin.failed')}</th>
                <th className={cell}>{t('assistant.admin.tokens')}</th>
                <th className={cell}>{t('assistant.admin.cost')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {d.purposes.map((p) => (
                <tr key={p.purpose}>
                  <td className={cell}>{p.purpose}</td>
                  <td className={cell}>{p.requests}</td>
                  <td className={cell}>{p.failed}</td>
                  <td className={cell}>{p.tokens}</td>
                  <td className={cell}>{p.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>
    </StaffPage>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
