import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, experts, grants, whiteGloveRequests } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from './white-glove-state.ts'
import { payWhiteGloveExpert } from './pay-white-glove-expert.server.ts'

export type AssignOutcome =
  | { kind: 'assigned'; memberId: string; expertUserId: string; grantTitle: string; applicationId: string; expertFeeUsd: number }
  | { kind: 'not-found' }
  | { kind: 'not-assignable' }
  | { kind: 'expert-not-listed' }

/**
 * An admin assigns a listed expert (approved, membership active) to a request that is waiting or
 * already assigned (another expert takes over), while the application is still undecided, with the
 * fixed fee Harambee agreed to pay that expert (ADR 079). When another expert takes over, the one
 * replaced is paid the fee agreed with them: Harambee ended their work, not they. In one transaction
 * with the audit row and both in-app notifications; the caller emails both after it.
 */
export async function assignWhiteGlove(
  db: Db,
  actorId: string,
  assignment: { requestId: string; expertId: string; expertFeeUsd: number },
  payoutProvider: string,
  now = new Date(),
): Promise<AssignOutcome> {
  const { requestId, expertId, expertFeeUsd } = assignment
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: whiteGloveRequests.status,
        memberId: whiteGloveRequests.memberId,
        expertId: whiteGloveRequests.expertId,
        expertFeeUsd: whiteGloveRequests.expertFeeUsd,
        applicationId: whiteGloveRequests.applicationId,
      })
      .from(whiteGloveRequests)
      .where(eq(whiteGloveRequests.id, requestId))
      .for('update')
    if (!request) return { kind: 'not-found' }
    const [application] = await tx
      .select({ status: applications.status, grantTitle: grants.title })
      .from(applications)
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(eq(applications.id, request.applicationId))
    if (!whiteGloveStatusesInto('assigned').includes(request.status) || !application || !(HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(application.status))
      return { kind: 'not-assignable' }
    const [expert] = await tx
      .select({ id: experts.id, userId: experts.userId })
      .from(experts)
      .where(and(eq(experts.id, expertId), listedExpertCondition(now)))
    if (!expert) return { kind: 'expert-not-listed' }
    if (request.status === 'assigned' && request.expertId && request.expertId !== expert.id && request.expertFeeUsd !== null)
      await payWhiteGloveExpert(tx, { id: requestId, expertId: request.expertId, expertFeeUsd: request.expertFeeUsd }, payoutProvider)
    await tx
      .update(whiteGloveRequests)
      .set({ status: 'assigned', expertId: expert.id, expertFeeUsd, assignedAt: now })
      .where(and(eq(whiteGloveRequests.id, requestId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('assigned'))))
    await recordAudit(tx, {
      actorId,
      action: 'white_glove.assign',
      entityType: 'white_glove_request',
      entityId: requestId,
      before: { status: request.status, expertId: request.expertId, expertFeeUsd: request.expertFeeUsd },
      after: { status: 'assigned', expertId: expert.id, expertFeeUsd },
    })
    const link = `/dashboard/applications/${request.applicationId}`
    await notify(tx, request.memberId, 'whiteGlove.notification.assigned', { grant: application.grantTitle }, link)
    await notify(tx, expert.userId, 'whiteGlove.notification.expertAssigned', { grant: application.grantTitle, amountUsd: expertFeeUsd })
    return { kind: 'assigned', memberId: request.memberId, expertUserId: expert.userId, grantTitle: application.grantTitle, applicationId: request.applicationId, expertFeeUsd }
  })
}
