import { useEffect } from 'react'
import { data, Link, useNavigation } from 'react-router'
import { planName } from '../../catalog/plans.ts'
import { SAVED_REPORTS_MAX } from '../../catalog/reports.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { buildReport } from '../../domain/reports/build-report.server.ts'
import { createSavedReport } from '../../domain/reports/create-saved-report.server.ts'
import { listSavedReports } from '../../domain/reports/list-saved-reports.server.ts'
import { reportQuery, standardSpec } from '../../domain/reports/report-definition.ts'
import { reportOptions } from '../../domain/reports/report-options.server.ts'
import { parseReportQuery, type ReportErrors, typedFilters } from '../../domain/reports/report-query.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/reports'
import { filterValues, reportReader } from './+shared/report-page.server.ts'
import { FilterForm, type FilterValues, LockedPreview, ReportHeader, ReportSections, ReportToolbar, type SaveFormState, SaveReportForm } from './+shared/report-view.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('reports.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/reports'

/**
 * /reports: Free sees what reports hold, locked, with the upgrade offer (no figure of its own);
 * Pro and Premium the standard report of the team's pipeline, filtered by the URL; Premium also
 * its custom reports and, for admins and the owner, the form that saves one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, level, canManage } = reportReader(context, request)
  const { db } = context.get(servicesContext)
  const base = { level, planName: planName(member.organization.plan), canManage, maxSaved: SAVED_REPORTS_MAX }
  if (level === 'none') return { ...base, options: null, filters: null, errors: {} as ReportErrors, report: null, query: '', saved: [] }
  const params = new URL(request.url).searchParams
  const [options, saved] = await Promise.all([reportOptions(db, member.organization.id), level === 'custom' ? listSavedReports(db, member.organization.id) : []])
  const savedList = saved.map((r) => ({ id: r.id, name: r.name }))
  const parsed = parseReportQuery(params, { memberIds: options.members.map((m) => m.id) })
  if (!parsed.ok) {
    // A filter that cannot be read: the form again with what was typed and why, and no figures.
    return data({ ...base, options, filters: typedFilters(params), errors: parsed.errors, report: null, query: '', saved: savedList }, { status: 400 })
  }
  const report = await buildReport(db, member.organization, standardSpec(parsed.filters, parsed.unit), options)
  return { ...base, options, filters: filterValues(parsed.filters, parsed.unit), errors: {} as ReportErrors, report, query: reportQuery(parsed.filters, parsed.unit), saved: savedList }
}

type ActionData = { errors: ReportErrors; upgrade: boolean; values: { name: string; blocks: string[]; groupBy: string }; filters: FilterValues }

/** Saves a custom report (Premium; admins and the owner). Refusals come back on the page with what was chosen. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'reports.manage')
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const values = { name: formText(form, 'name'), blocks: form.getAll('blocks').filter((b): b is string => typeof b === 'string'), groupBy: formText(form, 'groupBy') }
  const refused = (errors: ReportErrors, upgrade = false) => data<ActionData>({ errors, upgrade, values, filters: typedFilters(form) }, { status: 400 })
  switch (formText(form, 'intent')) {
    case 'create':
      return saveReport(db, member, form, refused)
    default:
      return refused({ form: t('reports.badIntent') })
  }
}

async function saveReport(db: Db, member: Member, form: FormData, refused: (errors: ReportErrors, upgrade?: boolean) => ReturnType<typeof data<ActionData>>) {
  const { members } = await reportOptions(db, member.organization.id)
  const outcome = await createSavedReport(db, member, form, { memberIds: members.map((m) => m.id) })
  if (outcome?.ok) return redirectWithFlash(`/reports/${outcome.id}`, 'reports.custom.saved', new Headers(), 303)
  return refused(outcome?.errors ?? { form: t('reports.badIntent') }, Boolean(outcome?.upgrade))
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  const { level, planName, canManage, maxSaved, options, filters, errors, report, query, saved } = loaderData
  const navigation = useNavigation()
  const formError = actionData?.errors.form ?? null
  useEffect(() => {
    if (formError) toast.error(formError)
  }, [formError])
  const saveState: SaveFormState = actionData ? { errors: actionData.errors, values: actionData.values, filters: actionData.filters } : null
  return (
    <div className="report-page mx-auto max-w-5xl px-4 py-8">
      {report ? (
        <ReportHeader title={t('reports.standardTitle')} report={report} />
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t('reports.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('reports.intro')}</p>
        </>
      )}
      {level === 'none' ? <LockedPreview planName={planName} /> : null}

      {formError ? (
        <div role="alert" className="mt-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive" data-testid="report-refusal">
          <p>{formError}</p>
          {actionData?.upgrade ? (
            <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center font-medium underline underline-offset-4">
              {t('reports.seePlans')}
            </Link>
          ) : null}
        </div>
      ) : null}

      {report ? <ReportToolbar csvHref={`/reports.csv${query ? `?${query}` : ''}`} /> : null}
      {options && filters ? <FilterForm action={HERE} options={options} values={filters} errors={errors} /> : null}
      {report ? <ReportSections sections={report.sections} /> : null}

      {level === 'standard' ? (
        <section aria-labelledby="custom-heading" className="report-custom mt-8 rounded-lg border border-dashed border-border p-5">
          <h2 id="custom-heading" className="text-xl font-semibold">
            {t('reports.custom.title')}
          </h2>
          <p className="mt-2 text-sm">{t('reports.custom.premiumOffer', { max: maxSaved })}</p>
          <Link to="/#pricing" className={buttonClass('outline', 'sm', 'mt-3')}>
            {t('reports.seePlans')}
          </Link>
        </section>
      ) : null}

      {level === 'custom' ? (
        <section aria-labelledby="custom-heading" className="report-custom mt-8 rounded-lg border border-border bg-card p-5">
          <h2 id="custom-heading" className="text-xl font-semibold">
            {t('reports.custom.title')}
          </h2>
          {saved.length ? (
            <ul className="mt-3 space-y-1" data-testid="saved-reports">
              {saved.map((r) => (
                <li key={r.id}>
                  <Link to={`/reports/${r.id}`} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
                    <bdi>{r.name}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">{t('reports.custom.none')}</p>
          )}
          {canManage && filters && report ? (
            <>
              <h3 className="mt-6 text-lg font-semibold">{t('reports.custom.saveHeading')}</h3>
              <SaveReportForm
                action={`${HERE}${query ? `?${query}` : ''}`}
                filters={filters}
                summary={report.summary}
                state={saveState}
                count={saved.length}
                max={maxSaved}
                pending={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create'}
              />
            </>
          ) : null}
          {!canManage ? <p className="mt-3 text-sm text-muted-foreground">{t('reports.custom.adminsSave')}</p> : null}
        </section>
      ) : null}
    </div>
  )
}
