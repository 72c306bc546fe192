import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications } from '../../db/schema/index.ts'
import { parseUuid } from '../shared/ids.ts'
import { selectApplications, toApplication } from './list-applications.server.ts'

/** GET /api/v1/pipeline/applications/{id}: one of the organization's applications with its status history, or null (another organization's too). */
export async function getApplication(db: Db, organizationId: string, id: string | undefined, appUrl: string) {
  const applicationId = parseUuid(id)
  if (!applicationId) return null
  const [row] = await selectApplications(db, organizationId, eq(applications.id, applicationId)).limit(1)
  if (!row) return null
  const history = await db
    .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(asc(applicationEvents.createdAt))
  return { ...toApplication(row, appUrl), history: history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString() })) }
}
