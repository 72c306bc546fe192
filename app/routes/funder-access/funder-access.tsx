import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { applyForFunderAccess } from '../../domain/funder-access/apply-for-funder-access.server.ts'
import { createFunderAccessKey } from '../../domain/funder-access/create-funder-access-key.server.ts'
import { FUNDER_ACCESS_FIELDS, FUNDER_ACCESS_LIMITS } from '../../domain/funder-access/funder-access-limits.ts'
import { funderCountriesByName } from '../../domain/funder-access/funder-countries.ts'
import { getFunderAccess } from '../../domain/funder-access/get-funder-access.server.ts'
import { revokeFunderAccessKey } from '../../domain/funder-access/revoke-funder-access-key.server.ts'
import { formInput, formText, typedValues } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/funder-access'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('funderAccess.title'), matches) }]

const HERE = '/funder-access'

/**
 * Funder access (issue 26 §5, ADR 063): a signed-in funder applies; once staff approve, the same
 * page makes and revokes its API keys for the CommonGrants organizations routes (scope orgs:read).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, config } = context.get(servicesContext)
  const access = await getFunderAccess(db, member.id)
  return {
    appUrl: config.appUrl,
    name: member.name,
    status: access?.status ?? null,
    appliedOn: access ? formatDate(access.createdAt) : null,
    decidedOn: access?.decidedAt ? formatDate(access.decidedAt) : null,
    declineReason: access?.status === 'declined' ? access.declineReason : null,
    keys:
      access?.status === 'approved'
        ? access.keys.map((k) => ({
            id: k.id,
            name: k.name,
            prefix: k.prefix,
            created: formatDate(k.createdAt),
            lastUsed: k.lastUsedAt ? formatDate(k.lastUsedAt) : null,
            revoked: k.revokedAt ? formatDate(k.revokedAt) : null,
          }))
        : [],
    countries: funderCountriesByName(),
  }
}

type Failure = { intent: 'apply' | 'createKey'; errors: Record<string, string>; values: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'apply': {
      const input = formInput(form, FUNDER_ACCESS_FIELDS)
      const outcome = await applyForFunderAccess(db, member.id, input)
      if (!outcome.ok) return data<Failure>({ intent: 'apply', errors: outcome.errors as Record<string, string>, values: typedValues(input) }, { status: 400 })
      return redirectWithFlash(HERE, 'funderAccess.applied')
    }
    case 'createKey': {
      const outcome = await createFunderAccessKey(db, member.id, form.get('keyName'))
      if (!outcome.ok) return data<Failure>({ intent: 'createKey', errors: { keyName: outcome.error }, values: { keyName: formText(form, 'keyName') } }, { status: 400 })
      // Shown once, on this answer; the database keeps only its hash.
      return { created: { name: outcome.name, key: outcome.key } }
    }
    case 'revokeKey': {
      const id = parseUuid(form.get('id'))
      if (!id || !(await revokeFunderAccessKey(db, member.id, id))) return redirectWithFlash(HERE, 'funderAccess.keyNotFound')
      return redirectWithFlash(HERE, 'funderAccess.keyRevoked')
    }
    default:
      throw data(null, { status: 400 })
  }
}

export default function FunderAccessPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const failure = actionData && 'intent' in actionData ? actionData : null
  const created = actionData && 'created' in actionData ? actionData.created : null
  const applyFailure = failure?.intent === 'apply' ? failure : null
  const keyFailure = failure?.intent === 'createKey' ? failure : null
  const v = (name: string, fallback = '') => applyFailure?.values[name] ?? fallback
  const canApply = d.status === null || d.status === 'declined'
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('funderAccess.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('funderAccess.intro')}</p>
      <p className="mt-2 text-sm">
        <Link to="/developers" className="text-primary underline">
          {t('funderAccess.docs')}
        </Link>{' '}
        ·{' '}
        <Link to="/org" className="text-primary underline">
          {t('funderAccess.directory')}
        </Link>
      </p>

      {/* A refusal for a form this state does not show (already applied, not yet approved) is still said. */}
      {failure && ((failure.intent === 'apply' && !canApply) || (failure.intent === 'createKey' && d.status !== 'approved')) ? <ErrorSummary errors={failure.errors} /> : null}

      {d.status === 'pending' ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="status">
          <h2 id="status" className="text-xl font-semibold">
            {t('funderAccess.pendingTitle')}
          </h2>
          <p className="mt-2">{t('funderAccess.pendingBody', { date: d.appliedOn ?? '' })}</p>
        </section>
      ) : null}

      {d.status === 'declined' ? (
        <section className="mt-6 rounded-lg border border-destructive bg-destructive-soft p-6" aria-labelledby="status">
          <h2 id="status" className="text-xl font-semibold">
            {t('funderAccess.declinedTitle')}
          </h2>
          <p className="mt-2">{t('funderAccess.declinedBody', { date: d.decidedOn ?? '' })}</p>
          {d.declineReason ? (
            <p className="mt-2 whitespace-pre-line">
              <bdi>{d.declineReason}</bdi>
            </p>
          ) : null}
        </section>
      ) : null}

      {canApply ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="apply">
          <h2 id="apply" className="text-xl font-semibold">
            {t('funderAccess.applyTitle')}
          </h2>
          <ErrorSummary errors={applyFailure?.errors} />
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="apply" />
            <Field label={t('funderAccess.name')} id="name" name="name" autoComplete="name" maxLength={FUNDER_ACCESS_LIMITS.name} defaultValue={v('name', d.name)} error={applyFailure?.errors.name} />
            <Field
              label={t('funderAccess.funderOrganization')}
              id="funderOrganization"
              name="funderOrganization"
              autoComplete="organization"
              maxLength={FUNDER_ACCESS_LIMITS.funderOrganization}
              defaultValue={v('funderOrganization')}
              error={applyFailure?.errors.funderOrganization}
            />
            <Field label={t('funderAccess.website')} id="website" name="website" type="url" placeholder="https://" defaultValue={v('website')} error={applyFailure?.errors.website} />
            <SelectField label={t('funderAccess.country')} id="country" name="country" defaultValue={v('country')} error={applyFailure?.errors.country}>
              <option value="">{t('funderAccess.chooseCountry')}</option>
              {d.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('funderAccess.purpose')}
              id="purpose"
              name="purpose"
              rows={5}
              maxLength={FUNDER_ACCESS_LIMITS.purpose.max}
              defaultValue={v('purpose')}
              hint={`${t('funderAccess.purposeHint')} ${lengthHint(FUNDER_ACCESS_LIMITS.purpose.max)}`}
              error={applyFailure?.errors.purpose}
            />
            <Button type="submit" pending={busy('apply')} pendingText={t('funderAccess.sending')}>
              {t('funderAccess.apply')}
            </Button>
          </Form>
        </section>
      ) : null}

      {d.status === 'approved' ? (
        <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" aria-labelledby="keys">
          <h2 id="keys" className="text-xl font-semibold">
            {t('funderAccess.keysTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('funderAccess.keysIntro', { date: d.decidedOn ?? '' })}</p>
          {created ? (
            <div className="rounded-md border-2 border-primary p-4" role="status">
              <p className="font-semibold">{t('funderAccess.keyCreated', { name: created.name })}</p>
              <label htmlFor="new-key" className="mt-2 block text-sm font-medium">
                {t('funderAccess.keyLabel')}
              </label>
              <input id="new-key" readOnly value={created.key} dir="ltr" className="mt-1 w-full rounded-md border border-border bg-background p-2 font-mono text-sm" />
              <p className="mt-2 text-sm">{t('funderAccess.copyNow')}</p>
              <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-2 text-xs" dir="ltr">
                {`curl -H "Authorization: Bearer ${created.key}" ${d.appUrl}/common-grants/orgs?pageSize=5`}
              </pre>
            </div>
          ) : null}
          {d.keys.length ? (
            <ul className="divide-y divide-border">
              {d.keys.map((k) => (
                <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <bdi className="font-medium">{k.name}</bdi>{' '}
                    <span className="font-mono" dir="ltr">
                      {k.prefix}…
                    </span>{' '}
                    <span className="text-muted-foreground">
                      {k.revoked
                        ? t('funderAccess.keyRevokedOn', { date: k.revoked })
                        : k.lastUsed
                          ? t('funderAccess.keyLastUsed', { date: k.lastUsed })
                          : t('funderAccess.keyCreatedOn', { date: k.created })}
                    </span>
                  </span>
                  {k.revoked ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revokeKey" />
                      <input type="hidden" name="id" value={k.id} />
                      <Button type="submit" size="sm" variant="destructive" aria-label={`${t('funderAccess.revoke')}: ${k.name}`}>
                        {t('funderAccess.revoke')}
                      </Button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t('funderAccess.noKeys')}</p>
          )}
          <Form method="post" className="space-y-3" noValidate>
            <input type="hidden" name="intent" value="createKey" />
            <Field
              label={t('funderAccess.keyName')}
              id="keyName"
              name="keyName"
              maxLength={80}
              defaultValue={keyFailure?.values.keyName ?? ''}
              hint={t('funderAccess.keyNameHint')}
              error={keyFailure?.errors.keyName}
            />
            <Button type="submit" pending={busy('createKey')} pendingText={t('funderAccess.sending')}>
              {t('funderAccess.createKey')}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}
