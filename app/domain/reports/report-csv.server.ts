import { REPORT_ROWS_MAX } from '../../catalog/reports.ts'
import { t } from '../../i18n/index.ts'
import { toCsv } from '../shared/csv.ts'
import type { ReportSection } from './report-view.server.ts'
import { sectionTitle } from './report-words.ts'

/** A section's header row and rows, with the column names in the current language. */
function section(s: ReportSection): unknown[][] {
  const more = 'more' in s && s.more ? [[t('reports.more', { max: REPORT_ROWS_MAX })]] : []
  if (s.block === 'pipeline')
    return [
      [t('reports.col.status'), t('reports.col.applications'), t('reports.col.amountUsd'), t('reports.col.withoutAmount')],
      ...s.rows.map((r) => [r.label, r.applications, r.amountUsd, r.withoutAmount]),
      [t('reports.col.total'), s.total.applications, s.total.amountUsd, s.total.withoutAmount],
    ]
  if (s.block === 'amounts')
    return [
      [
        t(`reports.group.${s.group}`),
        t('reports.col.applications'),
        t('reports.col.requestedUsd'),
        t('reports.col.awardedUsd'),
        t('reports.col.awarded'),
        t('reports.col.notAwarded'),
        t('reports.col.successRatePercent'),
      ],
      ...s.rows.map((r) => [r.label, r.applications, r.requestedUsd, r.awardedUsd, r.awarded, r.notAwarded, r.rate]),
      ...more,
    ]
  if (s.block === 'success')
    return [
      [t('reports.col.figure'), t('reports.col.value')],
      [t('reports.col.awarded'), s.figures.awarded],
      [t('reports.col.notAwarded'), s.figures.notAwarded],
      [t('reports.col.decided'), s.figures.decided],
      [t('reports.col.successRatePercent'), s.figures.rate],
      [t('reports.col.awardedUsd'), s.figures.awardedUsd],
    ]
  return [
    [t('reports.col.grant'), t('reports.col.funder'), t('reports.col.deadline'), t('reports.col.daysLeft'), t('reports.col.saved'), t('reports.col.status'), t('reports.col.assignee')],
    ...s.rows.map((r) => [r.title, r.funder, r.deadline, r.daysLeft, r.saved ? t('reports.yes') : t('reports.no'), r.statusLabel, r.assignee]),
    ...more,
  ]
}

/**
 * A report as one CSV file: its title, organization, day and filters, then one section per block
 * (the block's heading, its header row, its rows, a blank line). Words in the member's language,
 * amounts as plain numbers a spreadsheet can add; toCsv makes it formula-safe, UTF-8 with a BOM
 * and CRLF line ends.
 */
export function reportCsv(meta: { title: string; organization: string; generatedOn: string; summary: string[] }, sections: ReportSection[]): string {
  const rows: unknown[][] = [
    [t('reports.csv.organization'), meta.organization],
    [t('reports.csv.generated'), meta.generatedOn],
    [t('reports.csv.filters'), meta.summary.length ? meta.summary.join('; ') : t('reports.allApplications')],
    [],
  ]
  for (const s of sections) rows.push([sectionTitle(s)], ...section(s), [])
  return toCsv([meta.title], rows)
}
