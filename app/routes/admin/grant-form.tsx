import { data, Form, Link, useNavigation } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { sectorName } from '../../catalog/names.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { ADMIN_GRANT_MAX } from '../../catalog/text-limits.ts'
import { servicesContext } from '../../context.ts'
import { announceGrantPublished } from '../../domain/saved-searches/announce-grant-published.server.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { ADMIN_GRANT_FIELDS, ADMIN_GRANT_LISTS, adminGrantSchema } from '../../domain/admin/admin-grant.schema.ts'
import { foreignChoice } from '../../domain/discovery/discovered-grant-fields.ts'
import { ApplicantTypesField, EligibleCountriesField, ForeignApplicantsField } from '../../components/grants/eligibility-fields.tsx'
import { createGrant, getGrantForEdit, updateGrant } from '../../domain/admin/manage-grants.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/grant-form'
import { pageTitle } from '../../components/layout/page-title.ts'

type Single = (typeof ADMIN_GRANT_FIELDS)[number]
type List = (typeof ADMIN_GRANT_LISTS)[number]
type Typed = Record<Single, string> & Record<List, string[]>
/** What the admin typed and chose, to show back after a refusal: text as typed, nothing for a file part. */
const typed = (input: Record<string, FormDataEntryValue | FormDataEntryValue[]>) => {
  const one = (v: FormDataEntryValue) => (typeof v === 'string' ? v : '')
  return Object.fromEntries(Object.entries(input).map(([key, v]) => [key, Array.isArray(v) ? v.map(one) : one(v)])) as Typed
}

export const meta: Route.MetaFunction = ({ params, matches }) => [{ title: pageTitle(params.id ? t('admin.editGrant') : t('admin.addGrant'), matches) }, { name: 'robots', content: 'noindex' }]

/** Add a grant (/admin/grants/new) or edit one (/admin/grants/:id/edit). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request)
  if (params.id === undefined) return { grant: null }
  const grant = await getGrantForEdit(context.get(servicesContext).db, routeId(params.id, 'uuid'))
  if (!grant) throw data(null, { status: 404 })
  return { grant }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const id = params.id === undefined ? null : routeId(params.id, 'uuid')
  const form = await request.formData()
  // A field left out reads as empty, as a browser sends an empty field; the lists (ticked boxes, a multiple select) as every value sent.
  const input = { ...Object.fromEntries(ADMIN_GRANT_FIELDS.map((key) => [key, form.get(key) ?? ''])), ...Object.fromEntries(ADMIN_GRANT_LISTS.map((key) => [key, form.getAll(key)])) }
  const submission = parseSubmission(input, adminGrantSchema, { typed })
  const { values } = submission
  // Every wrong field at once, beside each field and in the summary.
  if (!submission.ok) return data({ errors: submission.errors, values }, { status: 400 })
  let found = true
  try {
    if (id) found = await updateGrant(db, admin.id, id, submission.value)
    else await createGrant(db, admin.id, submission.value)
  } catch (error) {
    console.error('Saving a grant failed', error)
    return data({ errors: { form: t(params.id ? 'admin.grantUpdateFailed' : 'admin.grantAddFailed') } as Record<string, string>, values }, { status: 500 })
  }
  if (!found) throw data(null, { status: 404 })
  // A new grant, committed: priority alerts follow a few minutes later.
  if (!id) await announceGrantPublished(context.get(servicesContext).jobs, context.get(servicesContext).config.priorityAlertDelaySeconds)
  return redirectWithFlash('/admin?tab=grants', params.id ? 'admin.grantUpdated' : 'admin.grantAdded')
}

export default function GrantFormPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation()
  const g = loaderData.grant
  const v = actionData?.values
  const value = (key: Exclude<Single, 'foreignApplicants'>) => v?.[key] ?? (g?.[key] as string | null | undefined) ?? ''
  const list = (key: List) => v?.[key] ?? g?.[key] ?? []
  const error = (key: string) => actionData?.errors?.[key]
  const hint = (key: keyof typeof ADMIN_GRANT_MAX) => lengthHint(ADMIN_GRANT_MAX[key])
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{params.id ? t('admin.editGrant') : t('admin.addGrant')}</h1>
      <ErrorSummary errors={actionData?.errors} />
      <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" noValidate>
        <Field label={t('admin.grantTitle')} id="title" name="title" defaultValue={value('title')} error={error('title')} hint={hint('title')} required />
        <TextAreaField
          label={t('admin.grantDescription')}
          id="description"
          rows={6}
          maxLength={ADMIN_GRANT_MAX.description}
          defaultValue={value('description')}
          error={error('description')}
          hint={hint('description')}
          required
        />
        <SelectField label={t('admin.grantLanguage')} id="language" defaultValue={value('language') || 'en'} error={error('language')} hint={t('admin.grantLanguageHint')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <Field label={t('admin.grantSource')} id="source" name="source" defaultValue={value('source')} error={error('source')} hint={hint('source')} required />
        <SelectField label={t('admin.grantSector')} id="sector" defaultValue={value('sector')} error={error('sector')} required>
          <option value="">{t('admin.grantSectorChoose')}</option>
          {SECTORS.map((s) => (
            <option key={s} value={s}>
              {sectorName(s)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin.grantAmount')} id="fundingAmount" name="fundingAmount" defaultValue={value('fundingAmount')} error={error('fundingAmount')} hint={hint('fundingAmount')} />
          <Field label={t('admin.grantDeadline')} id="deadline" name="deadline" type="date" defaultValue={value('deadline')} error={error('deadline')} />
        </div>
        <Field label={t('admin.grantCountryScope')} id="countryScope" name="countryScope" defaultValue={value('countryScope')} error={error('countryScope')} hint={hint('countryScope')} />
        <TextAreaField
          label={t('admin.grantEligibility')}
          id="eligibility"
          rows={3}
          maxLength={ADMIN_GRANT_MAX.eligibility}
          defaultValue={value('eligibility')}
          error={error('eligibility')}
          hint={hint('eligibility')}
        />
        <ApplicantTypesField chosen={list('applicantTypes')} error={error('applicantTypes')} />
        <ForeignApplicantsField chosen={v?.foreignApplicants ?? (g ? foreignChoice(g.foreignApplicants) : '')} error={error('foreignApplicants')} />
        <EligibleCountriesField chosen={list('eligibleCountries')} error={error('eligibleCountries')} />
        <Field label={t('admin.grantUrl')} id="url" name="url" type="url" placeholder="https://" defaultValue={value('url')} error={error('url')} />
        <div className="flex gap-3">
          <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('admin.saving')}>
            {t('admin.saveGrant')}
          </Button>
          <Link to="/admin?tab=grants" className={buttonClass('outline')}>
            {t('admin.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  )
}
