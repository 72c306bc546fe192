import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { buildReport } from '../../domain/reports/build-report.server.ts'
import { getSavedReport } from '../../domain/reports/get-saved-report.server.ts'
import { reportCsv } from '../../domain/reports/report-csv.server.ts'
import { customSpec } from '../../domain/reports/report-definition.ts'
import { reportOptions } from '../../domain/reports/report-options.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import type { Route } from './+types/saved-export'
import { csvResponse, reportReader } from './+shared/report-page.server.ts'

/** /reports/:id.csv: one of the organization's custom reports as CSV (Premium); another organization's is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { member, level } = reportReader(context, request)
  const id = routeId(params.id, 'uuid')
  const { db, config } = context.get(servicesContext)
  const saved = await getSavedReport(db, member.organization.id, id)
  if (!saved) throw data(null, { status: 404 })
  if (level !== 'custom') throw redirectWithFlash('/reports', 'reports.custom.lockedFlash')
  // A definition that no longer fits the catalogue: its page says so.
  if (!saved.definition) throw redirectWithFlash(`/reports/${id}`, 'reports.custom.definitionInvalid')
  const report = await buildReport(db, member.organization, customSpec(saved.definition), await reportOptions(db, member.organization.id))
  return csvResponse(reportCsv({ title: saved.name, organization: report.organization, generatedOn: report.generatedOn, summary: report.summary }, report.sections), config.appName)
}
