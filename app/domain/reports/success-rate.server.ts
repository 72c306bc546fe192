import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { applications, grants } from '../../db/schema/index.ts'
import { successRate } from '../dashboard/application-analytics.ts'
import type { ReportFilters } from './report-definition.ts'
import { reportConditions } from './report-conditions.server.ts'

export interface SuccessFigures {
  awarded: number
  notAwarded: number
  decided: number
  /** Whole percent, by the dashboard's definition (successRate); null before any decision. */
  rate: number | null
  awardedUsd: number
}

/** The success rate of the organization's applications: awarded / (awarded + not awarded), and the total awarded. */
export async function successFigures(db: Db, orgId: string, filters: ReportFilters): Promise<SuccessFigures> {
  const [row] = await queryRows<{ awarded: number; not_awarded: number; awarded_usd: number }>(
    db,
    sql`select count(*) filter (where ${applications.status} = 'awarded')::int as awarded,
          count(*) filter (where ${applications.status} = 'not_awarded')::int as not_awarded,
          coalesce(sum(${applications.amountAwarded}) filter (where ${applications.status} = 'awarded'), 0)::float8 as awarded_usd
        from ${applications} inner join ${grants} on ${grants.id} = ${applications.grantId}
        where ${reportConditions(orgId, filters)}`,
  )
  const awarded = Number(row?.awarded ?? 0)
  const notAwarded = Number(row?.not_awarded ?? 0)
  return { awarded, notAwarded, decided: awarded + notAwarded, rate: successRate(awarded, notAwarded), awardedUsd: Number(row?.awarded_usd ?? 0) }
}
