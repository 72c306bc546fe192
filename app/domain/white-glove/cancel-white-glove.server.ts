import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, whiteGloveRequests } from '../../db/schema/index.ts'
import { whiteGloveStatusesInto } from './white-glove-state.ts'

/** A team member cancels the request on their organization's application, which the terms allow only before an expert is assigned. */
export async function cancelWhiteGlove(db: Db, organizationId: string, applicationId: string): Promise<boolean> {
  const teams = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.organizationId, organizationId)))
  const canceled = await db
    .update(whiteGloveRequests)
    .set({ status: 'canceled' })
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.applicationId, teams), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('canceled'))))
    .returning({ id: whiteGloveRequests.id })
  return canceled.length > 0
}
