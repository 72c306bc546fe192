import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'

/** The organization's custom reports, A to Z. */
export async function listSavedReports(db: Db, orgId: string) {
  return db
    .select({ id: savedReports.id, name: savedReports.name, updatedAt: savedReports.updatedAt })
    .from(savedReports)
    .where(eq(savedReports.organizationId, orgId))
    .orderBy(asc(savedReports.name), asc(savedReports.id))
}
