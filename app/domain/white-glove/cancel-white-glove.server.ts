import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { whiteGloveRequests } from '../../db/schema/index.ts'
import { whiteGloveStatusesInto } from './white-glove-state.ts'

/** The member cancels their request, which the terms allow only before an expert is assigned. */
export async function cancelWhiteGlove(db: Db, userId: string, applicationId: string): Promise<boolean> {
  const canceled = await db
    .update(whiteGloveRequests)
    .set({ status: 'canceled' })
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), eq(whiteGloveRequests.memberId, userId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('canceled'))))
    .returning({ id: whiteGloveRequests.id })
  return canceled.length > 0
}
