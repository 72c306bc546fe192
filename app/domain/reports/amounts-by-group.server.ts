import { sql } from 'drizzle-orm'
import { REPORT_ROWS_MAX, REQUESTED_STATUSES, type PeriodUnit, type ReportGroup } from '../../catalog/reports.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { applications, grants, user } from '../../db/schema/index.ts'
import type { ReportFilters } from './report-definition.ts'
import { funderOf, reportConditions } from './report-conditions.server.ts'

export interface GroupRow {
  /** The group: a funder's name, a sector id, a period's first day, an assignee's user id, a country code; null for none. */
  key: string | null
  /** The assignee's name when grouped by assignee. */
  name: string | null
  applications: number
  /** The grants' amounts (USD) of the applications sent (submitted, awarded, not awarded). */
  requestedUsd: number
  /** The amounts recorded as awarded. */
  awardedUsd: number
  awarded: number
  notAwarded: number
}

const requested = sql.join(
  REQUESTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)

/** The group's key expression, and what the FROM clause needs for it. */
function grouping(group: ReportGroup, unit: PeriodUnit) {
  switch (group) {
    case 'funder':
      return { key: funderOf, join: sql``, where: sql`` }
    case 'sector':
      return { key: sql`${grants.sector}`, join: sql``, where: sql`` }
    case 'period':
      // Periods are of submission: an application not sent yet has none.
      return { key: sql`to_char(date_trunc(${unit}, ${applications.submissionDate}::timestamp), 'YYYY-MM-DD')`, join: sql``, where: sql` and ${applications.submissionDate} is not null` }
    case 'assignee':
      return { key: sql`${applications.assigneeId}`, join: sql` left join ${user} on ${user.id} = ${applications.assigneeId}`, where: sql`` }
    case 'country':
      // A grant open to several countries counts under each; one naming none, under none.
      return {
        key: sql`country.code`,
        join: sql` cross join lateral unnest(case when cardinality(${grants.countryCodes}) = 0 then array[null]::text[] else ${grants.countryCodes} end) as country(code)`,
        where: sql``,
      }
  }
}

/**
 * Amounts requested and awarded, the applications and their outcomes, by funder, sector, period
 * (month, quarter or year of submission), assignee or country: one query over the organization's
 * applications. The largest amounts requested first (periods oldest first), at most
 * REPORT_ROWS_MAX groups; `more` when there were others.
 */
export async function amountsByGroup(db: Db, orgId: string, filters: ReportFilters, group: ReportGroup, unit: PeriodUnit): Promise<{ rows: GroupRow[]; more: boolean }> {
  const { key, join, where } = grouping(group, unit)
  const name = group === 'assignee' ? sql`max(${user.name})` : sql`null`
  const order = group === 'period' ? sql`1 asc` : sql`4 desc, 3 desc, 1 asc nulls last`
  const rows = await queryRows<{ key: string | null; name: string | null; applications: number; requested_usd: number; awarded_usd: number; awarded: number; not_awarded: number }>(
    db,
    sql`select ${key} as key, ${name} as name, count(*)::int as applications,
          coalesce(sum(${grants.fundingUsd}) filter (where ${applications.status} in (${requested})), 0)::float8 as requested_usd,
          coalesce(sum(${applications.amountAwarded}) filter (where ${applications.status} = 'awarded'), 0)::float8 as awarded_usd,
          count(*) filter (where ${applications.status} = 'awarded')::int as awarded,
          count(*) filter (where ${applications.status} = 'not_awarded')::int as not_awarded
        from ${applications} inner join ${grants} on ${grants.id} = ${applications.grantId}${join}
        where ${reportConditions(orgId, filters)}${where}
        group by 1
        order by ${order}
        limit ${REPORT_ROWS_MAX + 1}`,
  )
  return {
    rows: rows.slice(0, REPORT_ROWS_MAX).map((r) => ({
      key: r.key,
      name: r.name,
      applications: Number(r.applications),
      requestedUsd: Number(r.requested_usd),
      awardedUsd: Number(r.awarded_usd),
      awarded: Number(r.awarded),
      notAwarded: Number(r.not_awarded),
    })),
    more: rows.length > REPORT_ROWS_MAX,
  }
}
