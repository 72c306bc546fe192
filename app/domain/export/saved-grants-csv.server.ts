import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, userSavedGrants } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { toCsv } from '../shared/csv.ts'

/** The most rows one export holds (newest saved first). */
export const EXPORT_ROW_CAP = 5_000

/** The grant's columns both exports start with. */
export const grantCsvColumns = {
  grantId: grants.id,
  title: grants.title,
  funderName: grants.funderName,
  source: grants.source,
  deadline: grants.deadline,
  fundingAmount: grants.fundingAmount,
  fundingUsd: grants.fundingUsd,
}

/**
 * The member's saved grants as CSV (newest saved first): grant, funder, deadline, amount as the
 * funder words it and in USD, the day it was saved and its page. Only this member's rows; the
 * header in the current language.
 */
export async function savedGrantsCsv(db: Db, orgId: string, appUrl: string): Promise<string> {
  const rows = await db
    .select({
      ...grantCsvColumns,
      savedAt: userSavedGrants.savedAt,
    })
    .from(userSavedGrants)
    .innerJoin(grants, eq(grants.id, userSavedGrants.grantId))
    .where(eq(userSavedGrants.organizationId, orgId))
    .orderBy(desc(userSavedGrants.savedAt), desc(userSavedGrants.id))
    .limit(EXPORT_ROW_CAP)
  const header = [t('calendar.col.title'), t('calendar.col.funder'), t('calendar.col.deadline'), t('calendar.col.amount'), t('calendar.col.fundingUsd'), t('calendar.col.saved'), t('calendar.col.url')]
  return toCsv(
    header,
    rows.map((r) => [r.title, r.funderName ?? r.source, r.deadline, r.fundingAmount, r.fundingUsd, r.savedAt.toISOString().slice(0, 10), `${appUrl}/grant/${r.grantId}`]),
  )
}
