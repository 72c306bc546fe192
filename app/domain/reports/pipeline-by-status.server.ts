import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { applications, grants } from '../../db/schema/index.ts'
import { APPLICATION_STATUSES, type ApplicationStatus } from '../applications/application-status.ts'
import type { ReportFilters } from './report-definition.ts'
import { reportConditions } from './report-conditions.server.ts'

export interface StatusRow {
  status: ApplicationStatus
  applications: number
  /** The grants' amounts in USD (what is or would be requested). */
  amountUsd: number
  /** Applications whose grant states no amount: counted, not summed. */
  withoutAmount: number
}

/**
 * The pipeline by status: how many of the organization's applications are at each status, and the
 * sum of their grants' amounts (USD). Every status is listed (zero when none), in the tracking
 * order, or only the statuses the report is filtered to.
 */
export async function pipelineByStatus(db: Db, orgId: string, filters: ReportFilters): Promise<StatusRow[]> {
  const rows = await queryRows<{ status: ApplicationStatus; applications: number; amount_usd: number; without_amount: number }>(
    db,
    sql`select ${applications.status} as status, count(*)::int as applications, coalesce(sum(${grants.fundingUsd}), 0)::float8 as amount_usd,
          count(*) filter (where ${grants.fundingUsd} is null)::int as without_amount
        from ${applications} inner join ${grants} on ${grants.id} = ${applications.grantId}
        where ${reportConditions(orgId, filters)}
        group by ${applications.status}`,
  )
  const byStatus = new Map(rows.map((r) => [r.status, r]))
  const shown = filters.status.length ? filters.status : APPLICATION_STATUSES
  return shown.map((status) => {
    const row = byStatus.get(status)
    return { status, applications: Number(row?.applications ?? 0), amountUsd: Number(row?.amount_usd ?? 0), withoutAmount: Number(row?.without_amount ?? 0) }
  })
}
