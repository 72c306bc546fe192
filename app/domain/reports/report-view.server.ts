import { countryName } from '../../catalog/countries.ts'
import { sectorName } from '../../catalog/names.ts'
import type { PeriodUnit, ReportGroup } from '../../catalog/reports.ts'
import { formatDate, formatList, t } from '../../i18n/index.ts'
import { applicationStatusLabel } from '../applications/application-status.ts'
import { successRate } from '../dashboard/application-analytics.ts'
import type { GroupRow } from './amounts-by-group.server.ts'
import type { DeadlineRow } from './upcoming-deadlines.server.ts'
import { periodLabel, periodsBetween } from './period.ts'
import type { StatusRow } from './pipeline-by-status.server.ts'
import { type ReportFilters, UNASSIGNED } from './report-definition.ts'
import type { ReportOptions } from './report-options.server.ts'
import type { ReportResult } from './run-report.server.ts'
import type { SuccessFigures } from './success-rate.server.ts'

export interface AmountRow {
  key: string
  label: string
  applications: number
  requestedUsd: number
  awardedUsd: number
  awarded: number
  notAwarded: number
  rate: number | null
}

/** A report block as a page and the CSV show it: its rows named in the member's language, its figures as numbers. */
export type ReportSection =
  | { block: 'pipeline'; rows: Array<StatusRow & { label: string }>; total: { applications: number; amountUsd: number; withoutAmount: number } }
  | { block: 'amounts'; group: ReportGroup; unit: PeriodUnit; rows: AmountRow[]; more: boolean }
  | { block: 'success'; figures: SuccessFigures }
  | { block: 'deadlines'; rows: Array<DeadlineRow & { statusLabel: string | null; deadlineText: string }>; more: boolean }

function groupLabel(group: ReportGroup, unit: PeriodUnit, row: GroupRow): string {
  if (group === 'sector') return row.key ? sectorName(row.key) : t('reports.none')
  if (group === 'period') return row.key ? periodLabel(row.key, unit) : t('reports.none')
  if (group === 'assignee') return row.key ? (row.name ?? t('reports.formerMember')) : t('reports.unassigned')
  if (group === 'country') return row.key ? countryName(row.key) : t('reports.noCountry')
  return row.key ?? t('reports.none')
}

/** Periods with nothing submitted, between the first and the last that have something, as zero rows. */
function withQuietPeriods(rows: GroupRow[], unit: PeriodUnit): GroupRow[] {
  const keys = rows.map((r) => r.key).filter((k): k is string => k !== null)
  if (keys.length < 2) return rows
  const all = periodsBetween(keys[0], keys[keys.length - 1], unit)
  if (!all) return rows
  const byKey = new Map(rows.map((r) => [r.key, r]))
  return all.map((key) => byKey.get(key) ?? { key, name: null, applications: 0, requestedUsd: 0, awardedUsd: 0, awarded: 0, notAwarded: 0 })
}

/** Names every row of a report's result in the current language. */
export function reportSections(result: ReportResult): ReportSection[] {
  return result.map((part): ReportSection => {
    if (part.block === 'pipeline') {
      const total = part.rows.reduce((sum, r) => ({ applications: sum.applications + r.applications, amountUsd: sum.amountUsd + r.amountUsd, withoutAmount: sum.withoutAmount + r.withoutAmount }), {
        applications: 0,
        amountUsd: 0,
        withoutAmount: 0,
      })
      return { block: 'pipeline', rows: part.rows.map((r) => ({ ...r, label: applicationStatusLabel(r.status) })), total }
    }
    if (part.block === 'amounts') {
      const rows = part.group === 'period' && !part.more ? withQuietPeriods(part.rows, part.unit) : part.rows
      return {
        block: 'amounts',
        group: part.group,
        unit: part.unit,
        more: part.more,
        rows: rows.map((r) => ({
          key: r.key ?? '',
          label: groupLabel(part.group, part.unit, r),
          applications: r.applications,
          requestedUsd: r.requestedUsd,
          awardedUsd: r.awardedUsd,
          awarded: r.awarded,
          notAwarded: r.notAwarded,
          rate: successRate(r.awarded, r.notAwarded),
        })),
      }
    }
    if (part.block === 'success') return part
    return { block: 'deadlines', more: part.more, rows: part.rows.map((r) => ({ ...r, statusLabel: r.status ? applicationStatusLabel(r.status) : null, deadlineText: formatDate(r.deadline) })) }
  })
}

/** What a report is filtered by, in words ("Funder: …"), for its header and its CSV; empty when it counts everything. */
export function filterSummary(filters: ReportFilters, options: Pick<ReportOptions, 'members'>): string[] {
  const out: string[] = []
  if (filters.from && filters.to) out.push(t('reports.summary.period', { from: formatDate(filters.from), to: formatDate(filters.to) }))
  else if (filters.from) out.push(t('reports.summary.from', { from: formatDate(filters.from) }))
  else if (filters.to) out.push(t('reports.summary.to', { to: formatDate(filters.to) }))
  if (filters.funder) out.push(t('reports.summary.funder', { funder: filters.funder }))
  if (filters.sector) out.push(t('reports.summary.sector', { sector: sectorName(filters.sector) }))
  if (filters.assignee) {
    const name = filters.assignee === UNASSIGNED ? t('reports.unassigned') : (options.members.find((m) => m.id === filters.assignee)?.name ?? t('reports.formerMember'))
    out.push(t('reports.summary.assignee', { assignee: name }))
  }
  if (filters.status.length) out.push(t('reports.summary.status', { statuses: formatList(filters.status.map(applicationStatusLabel)) }))
  return out
}
