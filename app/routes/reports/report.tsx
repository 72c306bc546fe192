import { useEffect } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { planById, planName } from '../../catalog/plans.ts'
import { REPORT_LIMITS } from '../../catalog/text-limits.ts'
import { Button } from '../../components/ui/button.tsx'
import { Field } from '../../components/ui/field.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { buildReport } from '../../domain/reports/build-report.server.ts'
import { deleteSavedReport } from '../../domain/reports/delete-saved-report.server.ts'
import { getSavedReport } from '../../domain/reports/get-saved-report.server.ts'
import { renameSavedReport } from '../../domain/reports/rename-saved-report.server.ts'
import { customSpec } from '../../domain/reports/report-definition.ts'
import { reportOptions } from '../../domain/reports/report-options.server.ts'
import type { ReportErrors } from '../../domain/reports/report-query.server.ts'
import { sectionTitle } from '../../domain/reports/report-words.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatList, t } from '../../i18n/index.ts'
import type { Route } from './+types/report'
import { reportReader } from './+shared/report-page.server.ts'
import { ReportHeader, ReportSections, ReportToolbar } from './+shared/report-view.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData ? `${loaderData.name} | ${t('reports.title')}` : t('reports.title'), matches) },
  { name: 'robots', content: 'noindex' },
]

/**
 * /reports/:id: one of the organization's custom reports, run afresh on every visit (Premium; any
 * member of the team may read it). Another organization's report is as unknown as a missing one
 * (404). After a downgrade the report is kept but not run: the member is sent to /reports.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { member, level, canManage } = reportReader(context, request)
  const id = routeId(params.id, 'uuid')
  const { db } = context.get(servicesContext)
  const saved = await getSavedReport(db, member.organization.id, id)
  if (!saved) throw data(null, { status: 404 })
  if (level !== 'custom') throw redirectWithFlash('/reports', 'reports.custom.lockedFlash')
  if (!saved.definition) return { id, name: saved.name, canManage, report: null, described: null }
  const spec = customSpec(saved.definition)
  const report = await buildReport(db, member.organization, spec, await reportOptions(db, member.organization.id))
  const described = t('reports.custom.definition', {
    blocks: formatList(spec.blocks.map((block) => sectionTitle({ block }))),
    group: t(`reports.group.${saved.definition.groupBy}`),
  })
  return { id, name: saved.name, canManage, report, described }
}

type ActionData = { intent: 'rename'; errors: ReportErrors; name: string; upgrade: boolean }

/** Renames or deletes the report (admins and the owner, on Premium); every outcome is a flash or the page with the reason. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'reports.manage')
  const id = routeId(params.id, 'uuid')
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const orgId = member.organization.id
  if (!(await getSavedReport(db, orgId, id))) throw data(null, { status: 404 })
  const refused = (errors: ReportErrors, upgrade = false) => data<ActionData>({ intent: 'rename', errors, name: formText(form, 'name'), upgrade }, { status: 400 })
  if (planById(member.organization.plan).entitlements.reports !== 'custom') return refused({ form: t('reports.custom.needsPremium', { plan: planName(member.organization.plan) }) }, true)
  switch (intent) {
    case 'delete':
      return deleteReport(db, member, id)
    case 'rename':
      return renameReport(db, member, id, form, refused)
    default:
      return refused({ form: t('reports.badIntent') })
  }
}

async function deleteReport(db: Db, member: Member, id: string) {
  if (!(await deleteSavedReport(db, member.organization.id, member.id, id))) throw data(null, { status: 404 })
  return redirectWithFlash('/reports', 'reports.custom.deleted', new Headers(), 303)
}

async function renameReport(db: Db, member: Member, id: string, form: FormData, refused: (errors: ReportErrors) => ReturnType<typeof data<ActionData>>) {
  const outcome = await renameSavedReport(db, member.organization.id, member.id, id, form)
  if (outcome === null) throw data(null, { status: 404 })
  if (outcome.ok) return redirectWithFlash(`/reports/${id}`, 'reports.custom.renamed', new Headers(), 303)
  return refused(outcome.errors)
}

export default function SavedReport({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, canManage, report, described } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const formError = actionData?.errors.form ?? null
  useEffect(() => {
    if (formError) toast.error(formError)
  }, [formError])
  return (
    <div className="report-page mx-auto max-w-5xl px-4 py-8">
      <p className="report-actions mb-4 text-sm">
        <Link to="/reports" className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
          {t('reports.backToReports')}
        </Link>
      </p>
      {report ? (
        <>
          <ReportHeader title={name} report={report} />
          {described ? <p className="mt-3 text-sm text-muted-foreground">{described}</p> : null}
          <ReportToolbar csvHref={`/reports/${id}.csv`} />
          <ReportSections sections={report.sections} />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">
            <bdi>{name}</bdi>
          </h1>
          <p role="alert" className="mt-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
            {t('reports.custom.definitionInvalid')}
          </p>
        </>
      )}

      {formError ? (
        <div role="alert" className="mt-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          <p>{formError}</p>
          {actionData?.upgrade ? (
            <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center font-medium underline underline-offset-4">
              {t('reports.seePlans')}
            </Link>
          ) : null}
        </div>
      ) : null}

      {canManage ? (
        <section aria-labelledby="manage-heading" className="report-manage mt-8 rounded-lg border border-border bg-card p-5">
          <h2 id="manage-heading" className="text-xl font-semibold">
            {t('reports.custom.manage')}
          </h2>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="rename" />
              <div className="min-w-48 flex-1">
                <Field
                  key={actionData ? `typed-${actionData.name}` : name}
                  label={t('reports.custom.name')}
                  id="name"
                  name="name"
                  defaultValue={actionData ? actionData.name : name}
                  maxLength={REPORT_LIMITS.nameMax}
                  error={actionData?.errors.name}
                  required
                />
              </div>
              <Button type="submit" variant="outline" pending={busy('rename')} pendingText={t('reports.saving')}>
                {t('reports.custom.rename')}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="destructive" pending={busy('delete')} pendingText={t('reports.saving')}>
                {t('reports.custom.delete')}
              </Button>
            </Form>
          </div>
        </section>
      ) : null}
    </div>
  )
}
