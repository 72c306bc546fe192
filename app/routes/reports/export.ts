import { servicesContext } from '../../context.ts'
import { buildReport } from '../../domain/reports/build-report.server.ts'
import { reportCsv } from '../../domain/reports/report-csv.server.ts'
import { standardSpec } from '../../domain/reports/report-definition.ts'
import { reportOptions } from '../../domain/reports/report-options.server.ts'
import { parseReportQuery } from '../../domain/reports/report-query.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/export'
import { csvResponse, reportReader } from './+shared/report-page.server.ts'

/**
 * /reports.csv?…: the standard report with the page's filters as a CSV file, one section per
 * block, its words in the member's language. Pro and Premium; Free is sent to the locked page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, level } = reportReader(context, request)
  if (level === 'none') throw redirectWithFlash('/reports', 'reports.lockedFlash')
  const { db, config } = context.get(servicesContext)
  const options = await reportOptions(db, member.organization.id)
  const parsed = parseReportQuery(new URL(request.url).searchParams, { memberIds: options.members.map((m) => m.id) })
  // A filter that cannot be read: the reasons, in the member's language, and no file.
  if (!parsed.ok) return new Response(Object.values(parsed.errors).join('\n'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })
  const report = await buildReport(db, member.organization, standardSpec(parsed.filters, parsed.unit), options)
  return csvResponse(reportCsv({ title: t('reports.standardTitle'), organization: report.organization, generatedOn: report.generatedOn, summary: report.summary }, report.sections), config.appName)
}
