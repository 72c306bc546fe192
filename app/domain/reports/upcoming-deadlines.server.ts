import { and, sql } from 'drizzle-orm'
import { REPORT_DEADLINE_DAYS, REPORT_ROWS_MAX } from '../../catalog/reports.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { applications, grants, user, userSavedGrants } from '../../db/schema/index.ts'
import type { ApplicationStatus } from '../applications/application-status.ts'
import { daysLeft } from '../dashboard/days-left.ts'
import type { ReportFilters } from './report-definition.ts'
import { applicationConditions, funderOf, grantConditions } from './report-conditions.server.ts'

export interface DeadlineRow {
  grantId: string
  title: string
  funder: string
  deadline: string
  daysLeft: number
  saved: boolean
  /** The application's status, null for a grant only saved. */
  status: ApplicationStatus | null
  /** Who on the team the application is assigned to. */
  assignee: string | null
}

/**
 * The organization's saved grants and applications due from today to REPORT_DEADLINE_DAYS days
 * ahead, soonest first, with the application's status and assignee. Funder and sector filters
 * apply; assignee and status filters keep only applications that match; the period range does
 * not (these lie ahead).
 */
export async function upcomingDeadlines(db: Db, orgId: string, filters: ReportFilters, now: Date = new Date()): Promise<{ rows: DeadlineRow[]; more: boolean }> {
  const today = now.toISOString().slice(0, 10)
  const until = new Date(now.getTime() + REPORT_DEADLINE_DAYS * 86_400_000).toISOString().slice(0, 10)
  const onlyApplications = applicationConditions(filters)
  const conditions = and(
    sql`(${applications.id} is not null or ${userSavedGrants.id} is not null)`,
    sql`${grants.deadline} between ${today} and ${until}`,
    ...grantConditions(filters),
    ...onlyApplications,
  )
  const rows = await queryRows<{ grant_id: string; title: string; funder: string; deadline: string; saved: boolean; status: ApplicationStatus | null; assignee: string | null }>(
    db,
    sql`select ${grants.id} as grant_id, ${grants.title} as title, ${funderOf} as funder, ${grants.deadline}::text as deadline,
          (${userSavedGrants.id} is not null) as saved, ${applications.status} as status, ${user.name} as assignee
        from ${grants}
        left join ${applications} on ${applications.grantId} = ${grants.id} and ${applications.organizationId} = ${orgId}
        left join ${userSavedGrants} on ${userSavedGrants.grantId} = ${grants.id} and ${userSavedGrants.organizationId} = ${orgId}
        left join ${user} on ${user.id} = ${applications.assigneeId}
        where ${conditions}
        order by ${grants.deadline} asc, ${grants.title} asc, ${grants.id} asc
        limit ${REPORT_ROWS_MAX + 1}`,
  )
  return {
    rows: rows.slice(0, REPORT_ROWS_MAX).map((r) => ({
      grantId: r.grant_id,
      title: r.title,
      funder: r.funder,
      deadline: r.deadline,
      daysLeft: daysLeft(r.deadline, now),
      saved: Boolean(r.saved),
      status: r.status,
      assignee: r.assignee,
    })),
    more: rows.length > REPORT_ROWS_MAX,
  }
}
