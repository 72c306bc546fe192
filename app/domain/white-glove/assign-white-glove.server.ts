import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, experts, grants, whiteGloveRequests } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { listedExpert } from './listed-experts.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from './white-glove-state.ts'

export type AssignOutcome =
  | { kind: 'assigned'; memberId: string; expertUserId: string; grantTitle: string; applicationId: string }
  | { kind: 'not-found' }
  | { kind: 'not-assignable' }
  | { kind: 'expert-not-listed' }

/**
 * An admin assigns a listed expert (approved, membership active) to a request that is waiting or
 * already assigned (another expert takes over), while the application is still undecided. In one
 * transaction with the audit row and both in-app notifications; the caller emails both after it.
 */
export async function assignWhiteGlove(db: Db, actorId: string, requestId: string, expertId: string, now = new Date()): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: whiteGloveRequests.status, memberId: whiteGloveRequests.memberId, expertId: whiteGloveRequests.expertId, applicationId: whiteGloveRequests.applicationId })
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
      .where(and(eq(experts.id, expertId), listedExpert(now)))
    if (!expert) return { kind: 'expert-not-listed' }
    await tx
      .update(whiteGloveRequests)
      .set({ status: 'assigned', expertId: expert.id, assignedAt: now })
      .where(and(eq(whiteGloveRequests.id, requestId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('assigned'))))
    await recordAudit(tx, {
      actorId,
      action: 'white_glove.assign',
      entityType: 'white_glove_request',
      entityId: requestId,
      before: { status: request.status, expertId: request.expertId },
      after: { status: 'assigned', expertId: expert.id },
    })
    const link = `/dashboard/applications/${request.applicationId}`
    await notify(tx, request.memberId, 'whiteGlove.notification.assigned', { grant: application.grantTitle }, link)
    await notify(tx, expert.userId, 'whiteGlove.notification.expertAssigned', { grant: application.grantTitle })
    return { kind: 'assigned', memberId: request.memberId, expertUserId: expert.userId, grantTitle: application.grantTitle, applicationId: request.applicationId }
  })
}
