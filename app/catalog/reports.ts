import type { ApplicationStatus } from './applications.ts'

/**
 * The blocks a report is made of, in the order a report shows them; their words are the
 * catalogue's reports.block.{id}. A custom report (Premium) keeps the ones it chose.
 */
export const REPORT_BLOCKS = ['pipeline', 'amounts', 'success', 'deadlines'] as const
export type ReportBlock = (typeof REPORT_BLOCKS)[number]

/** What amounts requested and awarded are grouped by (reports.group.{id}). */
export const REPORT_GROUPS = ['funder', 'sector', 'period', 'assignee', 'country'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]

/** How long a period is when amounts are grouped by period (reports.unit.{id}): PostgreSQL's date_trunc fields. */
export const PERIOD_UNITS = ['month', 'quarter', 'year'] as const
export type PeriodUnit = (typeof PERIOD_UNITS)[number]
export const DEFAULT_PERIOD_UNIT: PeriodUnit = 'quarter'

/**
 * The standard report (Pro and Premium): every block, amounts once by funder and once by period.
 * A custom report groups its amounts by the one dimension it chose.
 */
export const STANDARD_REPORT_GROUPS: readonly ReportGroup[] = ['funder', 'period']

/** Requested: the grant's amount (USD) of the applications that were sent: submitted, then decided. */
export const REQUESTED_STATUSES: readonly ApplicationStatus[] = ['submitted', 'awarded', 'not_awarded']

/** Upcoming deadlines: saved grants and applications due from today to this many days ahead. */
export const REPORT_DEADLINE_DAYS = 60

/** The most rows a block lists (largest first; periods oldest first); the report says when there are more. */
export const REPORT_ROWS_MAX = 100

/** Custom reports an organization may keep (Premium). */
export const SAVED_REPORTS_MAX = 20
