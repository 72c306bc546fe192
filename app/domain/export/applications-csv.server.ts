import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, grants } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { applicationStatusLabel } from '../applications/application-status.ts'
import { toCsv } from '../shared/csv.ts'
import { EXPORT_ROW_CAP } from './saved-grants-csv.server.ts'
import { grantCsvColumns } from './saved-grants-csv.server.ts'

/**
 * The member's applications as CSV (newest first): grant, funder, deadline, amount, status,
 * submission day, outcome, amount awarded, the member's notes, when it was added and last changed,
 * and the grant's page. Only this member's rows; header and statuses in the current language.
 */
export async function applicationsCsv(db: Db, orgId: string, appUrl: string): Promise<string> {
  const rows = await db
    .select({
      ...grantCsvColumns,
      status: applications.status,
      submissionDate: applications.submissionDate,
      outcome: applications.outcome,
      amountAwarded: applications.amountAwarded,
      notes: applications.notes,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .where(eq(applications.organizationId, orgId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(EXPORT_ROW_CAP)
  const header = [
    t('calendar.col.title'),
    t('calendar.col.funder'),
    t('calendar.col.deadline'),
    t('calendar.col.amount'),
    t('calendar.col.fundingUsd'),
    t('calendar.col.status'),
    t('calendar.col.submitted'),
    t('calendar.col.outcome'),
    t('calendar.col.amountAwarded'),
    t('calendar.col.notes'),
    t('calendar.col.created'),
    t('calendar.col.updated'),
    t('calendar.col.url'),
  ]
  return toCsv(
    header,
    rows.map((r) => [
      r.title,
      r.funderName ?? r.source,
      r.deadline,
      r.fundingAmount,
      r.fundingUsd,
      applicationStatusLabel(r.status),
      r.submissionDate,
      r.outcome ? applicationStatusLabel(r.outcome) : null,
      r.amountAwarded,
      r.notes,
      r.createdAt.toISOString().slice(0, 10),
      r.updatedAt.toISOString().slice(0, 10),
      `${appUrl}/grant/${r.grantId}`,
    ]),
  )
}
