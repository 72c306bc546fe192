import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { parseRenameReport } from './report-query.server.ts'
import type { SavedReportOutcome } from './saved-report-outcome.ts'

/**
 * Renames one of the organization's custom reports, with its activity entry (when the name changes);
 * a name another of its reports has is refused. Null: no such report of this organization.
 */
export async function renameSavedReport(db: Db, orgId: string, actorId: string, id: string, form: FormData): Promise<SavedReportOutcome> {
  const parsed = parseRenameReport(form)
  if (!parsed.ok) return { ok: false, errors: parsed.errors }
  return db.transaction(async (tx): Promise<SavedReportOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-reports:${orgId}`}))`)
    const [same] = await tx
      .select({ id: savedReports.id })
      .from(savedReports)
      .where(and(eq(savedReports.organizationId, orgId), ne(savedReports.id, id), sql`lower(${savedReports.name}) = lower(${parsed.name})`))
    if (same) {
      const [own] = await tx
        .select({ id: savedReports.id })
        .from(savedReports)
        .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, orgId)))
      return own ? { ok: false, errors: { name: t('reports.custom.duplicateName', { name: parsed.name }) } } : null
    }
    const [before] = await tx
      .select({ name: savedReports.name })
      .from(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, orgId)))
      .for('update')
    if (!before) return null
    await tx.update(savedReports).set({ name: parsed.name, updatedAt: new Date() }).where(eq(savedReports.id, id))
    if (before.name !== parsed.name) {
      await recordActivity(tx, { organizationId: orgId, actorId, verb: 'report.renamed', subjectType: 'report', subjectId: id, data: { from: before.name, name: parsed.name } })
    }
    return { ok: true, id }
  })
}
