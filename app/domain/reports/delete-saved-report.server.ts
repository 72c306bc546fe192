import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'

/** Deletes one of the organization's custom reports. False: no such report of this organization. */
export async function deleteSavedReport(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, orgId)))
    .returning({ id: savedReports.id })
  return rows.length > 0
}
