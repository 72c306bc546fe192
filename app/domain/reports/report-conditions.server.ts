import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { applications, grants } from '../../db/schema/index.ts'
import { type ReportFilters, UNASSIGNED } from './report-definition.ts'

/** The funder a grant is counted under: its funder's name, else its source (as the exports name it). */
export const funderOf = sql<string>`coalesce(${grants.funderName}, ${grants.source})`

/** The day an application is placed in a period range by: its submission day, else the day it was added. */
export const applicationDay = sql<string>`coalesce(${applications.submissionDate}, (${applications.createdAt} at time zone 'UTC')::date)`

/** The grant-side filters: funder and sector (they apply to saved grants too). */
export function grantConditions(filters: ReportFilters): SQL[] {
  return [filters.funder ? eq(funderOf, filters.funder) : undefined, filters.sector ? eq(grants.sector, filters.sector) : undefined].filter((c): c is SQL => c !== undefined)
}

/** The application-side filters: assignee and status. */
export function applicationConditions(filters: ReportFilters): SQL[] {
  return [
    filters.assignee === UNASSIGNED ? isNull(applications.assigneeId) : filters.assignee ? eq(applications.assigneeId, filters.assignee) : undefined,
    filters.status.length ? inArray(applications.status, filters.status) : undefined,
  ].filter((c): c is SQL => c !== undefined)
}

/**
 * The organization's applications (joined to their grants) that a report counts: always and
 * first the organization's own, so a query can never reach another team's rows; then each filter.
 */
export function reportConditions(orgId: string, filters: ReportFilters): SQL {
  return and(
    eq(applications.organizationId, orgId),
    filters.from ? gte(applicationDay, filters.from) : undefined,
    filters.to ? lte(applicationDay, filters.to) : undefined,
    ...grantConditions(filters),
    ...applicationConditions(filters),
  )!
}
