import { and, eq, inArray } from 'drizzle-orm'
import { experts, whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from './white-glove-state.ts'

/** A request closed with no fee because its application was not awarded or was withdrawn: both sides are emailed once this commits. */
export interface WhiteGloveClosure {
  requestId: string
  memberId: string
  expertUserId: string | null
  reason: 'not_awarded' | 'withdrawn'
}

/**
 * The application was just decided or withdrawn. A request still waiting for an expert has nothing
 * left to help with, and is canceled (no fee is ever due on it). An assigned request closes with no
 * fee when the grant was not awarded or the application was withdrawn (issue 23, finding 12): the
 * member (the organization's contact) and the expert are told in-app here, in the application
 * update's transaction, and by email after it (the closure returned). Awarded invoices it instead.
 */
export async function closeWhiteGloveOnDecision(tx: Tx, applicationId: string, status: string, grantTitle: string): Promise<WhiteGloveClosure | null> {
  if ((HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(status)) return null
  await tx
    .update(whiteGloveRequests)
    .set({ status: 'canceled' })
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('canceled'))))
  if (status !== 'not_awarded' && status !== 'withdrawn') return null
  const [closed] = await tx
    .update(whiteGloveRequests)
    .set({ status: 'closed' })
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('closed'))))
    .returning({ id: whiteGloveRequests.id, memberId: whiteGloveRequests.memberId, expertId: whiteGloveRequests.expertId })
  if (!closed) return null
  const [expert] = closed.expertId ? await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, closed.expertId)) : []
  const reason = status
  await notify(
    tx,
    closed.memberId,
    reason === 'not_awarded' ? 'whiteGlove.notification.closedNotAwarded' : 'whiteGlove.notification.closedWithdrawn',
    { grant: grantTitle },
    `/dashboard/applications/${applicationId}#white-glove`,
  )
  if (expert) await notify(tx, expert.userId, reason === 'not_awarded' ? 'whiteGlove.notification.expertClosedNotAwarded' : 'whiteGlove.notification.expertClosedWithdrawn', { grant: grantTitle })
  return { requestId: closed.id, memberId: closed.memberId, expertUserId: expert?.userId ?? null, reason }
}
