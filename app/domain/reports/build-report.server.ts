import type { PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { formatDate } from '../../i18n/index.ts'
import { type ReportBrand, reportBrand } from './report-brand.server.ts'
import type { ReportSpec } from './report-definition.ts'
import type { ReportOptions } from './report-options.server.ts'
import { filterSummary, type ReportSection, reportSections } from './report-view.server.ts'
import { runReport } from './run-report.server.ts'

export interface BuiltReport {
  organization: string
  /** The day it was run, in the member's language. */
  generatedOn: string
  /** Its filters in words; empty when it counts every application. */
  summary: string[]
  sections: ReportSection[]
  /** The organization's logo and colours on Premium (white-label), else null. */
  brand: ReportBrand | null
}

/** Runs a report for the member's organization and names what it found, for the page and the CSV. */
export async function buildReport(db: Db, organization: { id: string; name: string; plan: PlanId }, spec: ReportSpec, options: ReportOptions, now: Date = new Date()): Promise<BuiltReport> {
  const [result, brand] = await Promise.all([runReport(db, organization.id, spec, now), reportBrand(db, organization)])
  return { organization: organization.name, generatedOn: formatDate(now), summary: filterSummary(spec.filters, options), sections: reportSections(result), brand }
}
