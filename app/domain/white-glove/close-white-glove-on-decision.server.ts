import { and, eq, inArray } from 'drizzle-orm'
import { whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from './white-glove-state.ts'

/**
 * The application was just decided or withdrawn: a request still waiting for an expert has nothing
 * left to help with, and is canceled in the application update's transaction (no fee is ever due
 * on it). An assigned request stays as it is: Awarded invoices it, anything else leaves it unpaid.
 */
export async function closeWhiteGloveOnDecision(tx: Tx, applicationId: string, status: string) {
  if ((HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(status)) return
  await tx
    .update(whiteGloveRequests)
    .set({ status: 'canceled' })
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('canceled'))))
}
