import type { PeriodUnit, ReportGroup } from '../../catalog/reports.ts'
import type { Db } from '../../db/client.server.ts'
import { amountsByGroup, type GroupRow } from './amounts-by-group.server.ts'
import { type DeadlineRow, upcomingDeadlines } from './upcoming-deadlines.server.ts'
import { pipelineByStatus, type StatusRow } from './pipeline-by-status.server.ts'
import type { ReportSpec } from './report-definition.ts'
import { type SuccessFigures, successFigures } from './success-rate.server.ts'

export type ReportResult = Array<
  | { block: 'pipeline'; rows: StatusRow[] }
  | { block: 'amounts'; group: ReportGroup; unit: PeriodUnit; rows: GroupRow[]; more: boolean }
  | { block: 'success'; figures: SuccessFigures }
  | { block: 'deadlines'; rows: DeadlineRow[]; more: boolean }
>

/** Runs a report's blocks (one query each, in parallel) over the organization's own applications and saved grants. */
export async function runReport(db: Db, orgId: string, spec: ReportSpec, now: Date = new Date()): Promise<ReportResult> {
  const parts = await Promise.all(
    spec.blocks.map(async (block): Promise<ReportResult> => {
      if (block === 'pipeline') return [{ block, rows: await pipelineByStatus(db, orgId, spec.filters) }]
      if (block === 'success') return [{ block, figures: await successFigures(db, orgId, spec.filters) }]
      if (block === 'deadlines') return [{ block, ...(await upcomingDeadlines(db, orgId, spec.filters, now)) }]
      return Promise.all(spec.groups.map(async (group) => ({ block, group, unit: spec.unit, ...(await amountsByGroup(db, orgId, spec.filters, group, spec.unit)) })))
    }),
  )
  return parts.flat()
}
