import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'
import type { ReportDefinition } from './report-definition.ts'
import { readDefinition } from './report-query.server.ts'

/**
 * One of the organization's custom reports, with its definition read back against the catalogue
 * (null when it no longer fits). Null: no such report of this organization, as for a missing one.
 */
export async function getSavedReport(db: Db, orgId: string, id: string): Promise<{ id: string; name: string; definition: ReportDefinition | null } | null> {
  const [row] = await db
    .select({ id: savedReports.id, name: savedReports.name, definition: savedReports.definition })
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, orgId)))
  return row ? { id: row.id, name: row.name, definition: readDefinition(row.definition) } : null
}
