import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/** Deletes one of the organization's custom reports, with its activity entry. False: no such report of this organization. */
export async function deleteSavedReport(db: Db, orgId: string, actorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, orgId)))
      .returning({ name: savedReports.name })
    if (!row) return false
    await recordActivity(tx, { organizationId: orgId, actorId, verb: 'report.deleted', subjectType: 'report', subjectId: id, data: { name: row.name } })
    return true
  })
}
