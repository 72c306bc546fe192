import { useEffect } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { API_SCOPES, type ApiScope, CALL_STATUS_FILTERS, type CallStatusFilter, MAX_ACTIVE_API_KEYS } from '../../catalog/api.ts'
import { planById, planName } from '../../catalog/plans.ts'
import { API_KEY_NAME_MAX } from '../../catalog/text-limits.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Banner } from '../../components/ui/banner.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import type { ApiKeyField } from '../../domain/api/api-key.schema.server.ts'
import { createApiKey } from '../../domain/api/create-api-key.server.ts'
import { listApiCalls } from '../../domain/api/list-api-calls.server.ts'
import { listApiKeys } from '../../domain/api/list-api-keys.server.ts'
import { revokeApiKey } from '../../domain/api/revoke-api-key.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { currentLanguage, formatDate, formatNumber, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import type { Route } from './+types/api'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('apiKeys.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/team/api'
/** Nothing on this page is kept by a cache: above all the answer that shows a new key once. */
const NO_STORE = { 'Cache-Control': 'no-store' }

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

/** "5 Mar 2027, 14:05 UTC": when a call was made, in the reader's language. */
function callTime(value: Date | string): string {
  return `${new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value))} UTC`
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'apiKeys.manage')
  const { db, config } = context.get(servicesContext)
  const url = new URL(request.url)
  const keyFilter = parseUuid(url.searchParams.get('key'))
  const statusFilter = (CALL_STATUS_FILTERS as readonly string[]).includes(url.searchParams.get('status') ?? '') ? (url.searchParams.get('status') as CallStatusFilter) : 'all'
  const [keys, calls] = await Promise.all([listApiKeys(db, member.organization.id), listApiCalls(db, member.organization.id, { keyId: keyFilter, status: statusFilter })])
  const plan = member.organization.plan
  return data(
    {
      appUrl: config.appUrl,
      plan: { name: planName(plan), apiAccess: planById(plan).entitlements.apiAccess, premium: planName('premium') },
      limit: config.apiRateLimit.attempts,
      active: keys.filter((k) => !k.revokedAt).length,
      keys: keys.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        scopes: k.scopes.filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s)),
        created: formatDate(k.createdAt),
        createdBy: k.createdBy,
        lastUsed: k.lastUsedAt ? callTime(k.lastUsedAt) : null,
        revoked: k.revokedAt ? formatDate(k.revokedAt) : null,
        revokedBy: k.revokedBy,
      })),
      filter: { key: keyFilter ?? '', status: statusFilter },
      calls: calls.map((c) => ({
        id: String(c.id),
        at: callTime(c.createdAt),
        key: c.keyName ?? '',
        prefix: c.keyPrefix ?? '',
        method: c.method,
        path: c.path,
        status: c.status,
        duration: t('apiKeys.ms', { ms: formatNumber(c.durationMs) }),
        ip: c.ip ?? '',
      })),
    },
    { headers: NO_STORE },
  )
}

type ActionData =
  | { intent: 'create'; created: { id: string; name: string; key: string; prefix: string }; errors?: undefined; values?: undefined }
  | { intent: 'create'; created?: undefined; errors: Partial<Record<ApiKeyField, string>>; values: { name: string; scopes: string[] }; upgrade?: boolean }

type KeyActor = Parameters<typeof createApiKey>[1]

/** Creating answers with the page and the new key, once (never a redirect, never a flash: the key is not stored); revoking redirects with a flash. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'apiKeys.manage')
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const actor = { userId: member.id, organizationId: member.organization.id, plan: member.organization.plan }
  switch (formText(form, 'intent')) {
    case 'create':
      return createKey(db, actor, form)
    case 'revoke':
      return revokeKey(db, actor, form)
    default:
      throw data(null, { status: 400 })
  }
}

async function createKey(db: Db, actor: KeyActor, form: FormData) {
  const intent = 'create'
  const values = { name: formText(form, 'name'), scopes: form.getAll('scopes').filter((s): s is string => typeof s === 'string') }
  try {
    const outcome = await createApiKey(db, actor, { name: form.get('name') ?? '', scopes: form.getAll('scopes') })
    if (outcome.ok) return data<ActionData>({ intent, created: { id: outcome.id, name: outcome.name, key: outcome.key, prefix: outcome.prefix } }, { headers: NO_STORE })
    return data<ActionData>({ intent, errors: outcome.errors, values, upgrade: outcome.upgrade }, { status: outcome.upgrade ? 402 : 400, headers: NO_STORE })
  } catch (error) {
    console.error('Creating an API key failed', error)
    return data<ActionData>({ intent, errors: { form: t('apiKeys.failed') }, values }, { status: 500, headers: NO_STORE })
  }
}

async function revokeKey(db: Db, actor: KeyActor, form: FormData) {
  const id = parseUuid(form.get('id'))
  if (!id || !(await revokeApiKey(db, actor, id))) throw data(null, { status: 404 })
  return redirectWithFlash(HERE, 'apiKeys.revoked', new Headers(), 303)
}

function NewKey({ created, appUrl }: { created: { name: string; key: string }; appUrl: string }) {
  const example = `curl -s -H "Authorization: Bearer ${created.key}" "${appUrl}/common-grants/opportunities?pageSize=3"`
  return (
    <section aria-labelledby="new-key-heading" className="mt-6 rounded-lg border-2 border-primary bg-card p-5" data-testid="new-api-key">
      <h2 id="new-key-heading" className="text-xl font-semibold">
        {t('apiKeys.createdHeading', { name: created.name })}
      </h2>
      <p className="mt-2 font-medium">{t('apiKeys.copyNow')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field label={t('apiKeys.keyLabel')} id="new-key" readOnly value={created.key} dir="ltr" className="font-mono" data-testid="api-key-value" onFocus={(e) => e.currentTarget.select()} />
        </div>
        <CopyButton value={created.key} label={t('apiKeys.copy')} copiedLabel={t('apiKeys.copied')} />
      </div>
      <p className="mt-4 text-sm">{t('apiKeys.tryIt')}</p>
      <pre dir="ltr" className="mt-2 whitespace-pre-wrap rounded-lg bg-muted p-3 text-sm [overflow-wrap:anywhere]">
        <code>{example}</code>
      </pre>
    </section>
  )
}

export default function TeamApi({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, keys, calls, filter, active } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string, id?: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  const refused = actionData?.errors ? actionData : null
  const created = actionData?.created ?? null
  useEffect(() => {
    if (created) toast.success(t('apiKeys.created'))
  }, [created])
  const scopeLabel = (scope: ApiScope) => (scope === 'grants:read' ? t('apiKeys.scope.grants') : t('apiKeys.scope.pipeline'))
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('apiKeys.title')}</h1>
      <p className="mt-2 max-w-prose text-muted-foreground">{t('apiKeys.intro', { limit: formatNumber(loaderData.limit) })}</p>
      <p className="mt-2">
        <Link to="/developers/api" className="text-primary underline underline-offset-4">
          {t('apiKeys.reference')}
        </Link>
      </p>

      {!plan.apiAccess ? (
        <Banner tone="warning" title={t('apiKeys.lockedTitle', { plan: plan.premium })} className="mt-6">
          <p>{t('apiKeys.lockedBody', { plan: plan.name, premium: plan.premium })}</p>
          <Link to="/#pricing" className={buttonClass('default', 'sm', 'mt-3')}>
            {t('apiKeys.upgrade', { plan: plan.premium })}
          </Link>
        </Banner>
      ) : null}

      {created ? <NewKey created={created} appUrl={loaderData.appUrl} /> : null}
      <ErrorSummary errors={refused?.errors} fields={{ scopes: 'scopes' }} />

      {plan.apiAccess ? (
        <section aria-labelledby="create-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
          <h2 id="create-heading" className="text-xl font-semibold">
            {t('apiKeys.createHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('apiKeys.used', { count: active, max: MAX_ACTIVE_API_KEYS })}</p>
          <Form method="post" action={HERE} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="create" />
            <Field
              label={t('apiKeys.name')}
              id="name"
              name="name"
              defaultValue={refused?.values.name ?? ''}
              maxLength={API_KEY_NAME_MAX}
              hint={`${t('apiKeys.nameHint')} ${lengthHint(API_KEY_NAME_MAX)}`}
              error={refused?.errors.name}
              required
            />
            <fieldset id="scopes" tabIndex={-1} aria-describedby={refused?.errors.scopes ? 'scopes-error' : undefined}>
              <legend className="text-sm font-medium">{t('apiKeys.scopes')}</legend>
              {refused?.errors.scopes ? (
                <p id="scopes-error" className="text-sm font-medium text-destructive">
                  {refused.errors.scopes}
                </p>
              ) : null}
              <div className="mt-2 space-y-2">
                {API_SCOPES.map((scope) => (
                  <label key={scope} className="flex min-h-11 items-start gap-2 text-sm lg:min-h-0">
                    <input type="checkbox" name="scopes" value={scope} defaultChecked={refused ? refused.values.scopes.includes(scope) : scope === 'grants:read'} className="mt-0.5 size-4" />
                    <span>
                      <code dir="ltr" className="font-mono">
                        {scope}
                      </code>
                      {' — '}
                      {scopeLabel(scope)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" pending={busy('create')} pendingText={t('apiKeys.creating')}>
              {t('apiKeys.create')}
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="keys-heading" className="mt-8">
        <h2 id="keys-heading" className="text-xl font-semibold">
          {t('apiKeys.keysHeading')}
        </h2>
        {keys.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{t('apiKeys.none')}</p>
        ) : (
          <table className={`mt-3 ${cardTable.table}`} data-testid="api-keys">
            <thead className={cardTable.head}>
              <tr>
                <th className="p-3">{t('apiKeys.col.name')}</th>
                <th className="p-3">{t('apiKeys.col.key')}</th>
                <th className="p-3">{t('apiKeys.col.scopes')}</th>
                <th className="p-3">{t('apiKeys.col.created')}</th>
                <th className="p-3">{t('apiKeys.col.lastUsed')}</th>
                <th className="p-3">{t('apiKeys.col.status')}</th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {keys.map((k) => (
                <tr key={k.id} className={cardTable.row} data-testid="api-key">
                  <td className={cardTable.lead}>
                    <bdi>{k.name}</bdi>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.key')}>
                    <code dir="ltr" className="font-mono">
                      {k.prefix}…
                    </code>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.scopes')}>
                    <span dir="ltr" className="font-mono">
                      {k.scopes.join(', ')}
                    </span>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.created')}>
                    {k.createdBy ? t('apiKeys.createdBy', { date: k.created, name: k.createdBy }) : k.created}
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.lastUsed')}>
                    {k.lastUsed ?? t('apiKeys.neverUsed')}
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.status')}>
                    {k.revoked ? (
                      <span className={badgeClass('neutral')}>{k.revokedBy ? t('apiKeys.revokedBy', { date: k.revoked, name: k.revokedBy }) : t('apiKeys.revokedOn', { date: k.revoked })}</span>
                    ) : (
                      <details>
                        <summary className={buttonClass('destructive', 'sm', 'cursor-pointer list-none')}>{t('apiKeys.revoke')}</summary>
                        <RowActionForm
                          action={HERE}
                          intent="revoke"
                          id={k.id}
                          variant="destructive-solid"
                          pending={busy('revoke', k.id)}
                          pendingText={t('apiKeys.revoking')}
                          className="mt-2 space-y-2 text-sm"
                          before={<p>{t('apiKeys.revokeConfirm', { name: k.name })}</p>}
                        >
                          {t('apiKeys.revokeButton', { name: k.name })}
                        </RowActionForm>
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="calls-heading" className="mt-10">
        <h2 id="calls-heading" className="text-xl font-semibold">
          {t('apiKeys.callsHeading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('apiKeys.callsIntro')}</p>
        <Form method="get" action={HERE} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <SelectField label={t('apiKeys.filterKey')} id="key" defaultValue={filter.key}>
            <option value="">{t('apiKeys.allKeys')}</option>
            {keys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name} ({k.prefix}…)
              </option>
            ))}
          </SelectField>
          <SelectField label={t('apiKeys.filterStatus')} id="status" defaultValue={filter.status}>
            {CALL_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`apiKeys.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outline">
            {t('apiKeys.filter')}
          </Button>
        </Form>
        {calls.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{t('apiKeys.noCalls')}</p>
        ) : (
          <table className={`mt-3 ${cardTable.table}`} data-testid="api-calls">
            <thead className={cardTable.head}>
              <tr>
                <th className="p-3">{t('apiKeys.col.time')}</th>
                <th className="p-3">{t('apiKeys.col.key')}</th>
                <th className="p-3">{t('apiKeys.col.request')}</th>
                <th className="p-3">{t('apiKeys.col.status')}</th>
                <th className="p-3">{t('apiKeys.col.duration')}</th>
                <th className="p-3">{t('apiKeys.col.network')}</th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {calls.map((c) => (
                <tr key={c.id} className={cardTable.row} data-testid="api-call">
                  <td className={cardTable.lead}>{c.at}</td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.key')}>
                    <bdi>{c.key}</bdi>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.request')}>
                    <code dir="ltr" className="font-mono">
                      {c.method} {c.path}
                    </code>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.status')}>
                    <span className={badgeClass(c.status < 300 ? 'strong' : c.status < 500 ? 'warning' : 'danger')}>{c.status}</span>
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.duration')}>
                    {c.duration}
                  </td>
                  <td className={cardTable.cell} data-label={t('apiKeys.col.network')}>
                    <span dir="ltr">{c.ip}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
