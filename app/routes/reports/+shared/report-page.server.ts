import type { RouterContextProvider } from 'react-router'
import { planById } from '../../../catalog/plans.ts'
import { DEFAULT_PERIOD_UNIT, type PeriodUnit } from '../../../catalog/reports.ts'
import { can } from '../../../catalog/team.ts'
import { requireOrgPermission } from '../../../domain/accounts/guards.server.ts'
import { exportFilename } from '../../../domain/export/export-filename.ts'
import type { ReportFilters } from '../../../domain/reports/report-definition.ts'
import type { FilterValues } from './report-view.tsx'

/**
 * Who may see reports: any member of the team (viewer and up) — the plan decides what they see
 * (Free: a locked page; Pro: the standard report; Premium: custom reports too). Saving, renaming
 * and deleting custom reports is for admins and the owner.
 */
export function reportReader(context: Readonly<RouterContextProvider>, request: Request) {
  const member = requireOrgPermission(context, request, 'pipeline.read')
  return { member, level: planById(member.organization.plan).entitlements.reports, canManage: can(member.organization.role, 'reports.manage') }
}

/** The filters as the form shows them. */
export function filterValues(filters: ReportFilters, unit: PeriodUnit = DEFAULT_PERIOD_UNIT): FilterValues {
  return { from: filters.from ?? '', to: filters.to ?? '', funder: filters.funder ?? '', sector: filters.sector ?? '', assignee: filters.assignee ?? '', unit, status: filters.status }
}

/** A report as a CSV download (UTF-8 with BOM, formula-safe, CRLF: toCsv), named like the other exports. */
export function csvResponse(body: string, appName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(appName, 'report')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
