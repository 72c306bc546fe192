import type { ReportErrors } from './report-query.server.ts'

/** What saving, renaming or deleting a custom report answers: done, refused (a message per field; `upgrade` when the plan is why), or null when the organization has no such report. */
export type SavedReportOutcome = { ok: true; id: string } | { ok: false; errors: ReportErrors; upgrade?: boolean } | null
