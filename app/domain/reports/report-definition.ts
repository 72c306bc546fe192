import { DEFAULT_PERIOD_UNIT, type PeriodUnit, REPORT_BLOCKS, type ReportBlock, type ReportGroup, STANDARD_REPORT_GROUPS } from '../../catalog/reports.ts'
import type { ApplicationStatus } from '../applications/application-status.ts'

/** The assignee filter's value for applications nobody is assigned to. */
export const UNASSIGNED = 'none'

/**
 * What a report counts, as the URL and a saved report carry it: catalogue ids and plain values,
 * never SQL. Each is validated on the server (report-query.server.ts) before a query sees it.
 */
export interface ReportFilters {
  /** The period, by the application's date (its submission day, else the day it was added), inclusive. */
  from: string | null
  to: string | null
  /** A funder's name as the grants give it. */
  funder: string | null
  /** A sector id (app/catalog/sectors.ts). */
  sector: string | null
  /** A member's user id, or UNASSIGNED. */
  assignee: string | null
  /** Application statuses; none means all. */
  status: ApplicationStatus[]
}

export const NO_FILTERS: ReportFilters = { from: null, to: null, funder: null, sector: null, assignee: null, status: [] }

/** A report: its blocks, what its amounts are grouped by, the period length, and its filters. */
export interface ReportSpec {
  blocks: readonly ReportBlock[]
  /** The groupings of the amounts block, in order (the standard report has two). */
  groups: readonly ReportGroup[]
  unit: PeriodUnit
  filters: ReportFilters
}

/** A saved custom report's definition (saved_reports.definition): one grouping. */
export interface ReportDefinition {
  blocks: ReportBlock[]
  groupBy: ReportGroup
  unit: PeriodUnit
  filters: ReportFilters
}

export function standardSpec(filters: ReportFilters, unit: PeriodUnit = DEFAULT_PERIOD_UNIT): ReportSpec {
  return { blocks: REPORT_BLOCKS, groups: STANDARD_REPORT_GROUPS, unit, filters }
}

export function customSpec(definition: ReportDefinition): ReportSpec {
  return { blocks: REPORT_BLOCKS.filter((b) => definition.blocks.includes(b)), groups: [definition.groupBy], unit: definition.unit, filters: definition.filters }
}

export function hasFilters(filters: ReportFilters): boolean {
  return Boolean(filters.from || filters.to || filters.funder || filters.sector || filters.assignee || filters.status.length)
}

/** The query string of a report's filters and period length (for the CSV link and the form's defaults), without `?`. */
export function reportQuery(filters: ReportFilters, unit: PeriodUnit = DEFAULT_PERIOD_UNIT): string {
  const params = new URLSearchParams()
  for (const key of ['from', 'to', 'funder', 'sector', 'assignee'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  for (const status of filters.status) params.append('status', status)
  if (unit !== DEFAULT_PERIOD_UNIT) params.set('unit', unit)
  return params.toString()
}
