import { and, eq, inArray } from 'drizzle-orm'
import { WHITE_GLOVE_FEE_PERCENT } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { applications, whiteGloveRequests } from '../../db/schema/index.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from './white-glove-state.ts'

export type RequestOutcome = 'requested' | 'not-found' | 'already-requested' | 'decided'

/**
 * A team member asks for white-glove help on their organization's application, having accepted the
 * terms (checked by the form's schema); they are the expert's contact. One request per application,
 * which the whole team sees: asking again after a cancellation takes up the same request with the
 * terms accepted anew, at today's fee percent, with the one asking as the contact; a request closed
 * when the application was withdrawn goes back to its expert.
 */
export async function requestWhiteGlove(db: Db, member: { id: string; organizationId: string }, applicationId: string, now = new Date()): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.organizationId, member.organizationId)))
      .for('update')
    if (!application) return 'not-found'
    if (!(HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(application.status)) return 'decided'
    const created = await tx
      .insert(whiteGloveRequests)
      .values({ memberId: member.id, applicationId, feePercent: WHITE_GLOVE_FEE_PERCENT, termsAcceptedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: whiteGloveRequests.id })
    if (created.length) {
      await notifyAdmins(tx, 'whiteGlove.notification.adminNew', {}, '/admin/white-glove')
      return 'requested'
    }
    // A closed request's expert helped before the application was withdrawn: taken up again, it keeps
    // that expert (and the fee stays due on an award), with the one asking as the contact.
    const reopened = await tx
      .update(whiteGloveRequests)
      .set({ status: 'assigned', memberId: member.id })
      .where(and(eq(whiteGloveRequests.applicationId, applicationId), eq(whiteGloveRequests.status, 'closed')))
      .returning({ id: whiteGloveRequests.id })
    if (reopened.length) return 'requested'
    const renewed = await tx
      .update(whiteGloveRequests)
      .set({ status: 'requested', memberId: member.id, feePercent: WHITE_GLOVE_FEE_PERCENT, termsAcceptedAt: now, createdAt: now, expertId: null, assignedAt: null })
      .where(and(eq(whiteGloveRequests.applicationId, applicationId), inArray(whiteGloveRequests.status, whiteGloveStatusesInto('requested'))))
      .returning({ id: whiteGloveRequests.id })
    if (!renewed.length) return 'already-requested'
    await notifyAdmins(tx, 'whiteGlove.notification.adminNew', {}, '/admin/white-glove')
    return 'requested'
  })
}
