import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { priorityRequests, projectRequests } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDateTime, t } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { shownTitle } from '../requests/shown-title.ts'
import { candidateExperts } from './list-priority-queue.server.ts'

export type PriorityAction = { kind: 'assign'; expertId: string; note: string } | { kind: 'contact'; expertId: string; note: string } | { kind: 'close' }
export type PriorityActionResult = { ok: true } | { ok: false; reason: 'notFound' | 'closed' | 'notOpen' | 'notCandidate' }

/**
 * Staff act on an escalated priority request, audited in the same transaction (the request's
 * priority row locked, so two admins at once act one after the other):
 * - assign: the request, still open, is now asked of that expert by name (a listed expert of its
 *   sector); the expert is notified and emailed with staff's note;
 * - contact: staff's note is sent to a candidate expert (the request unchanged);
 * - close: the case leaves the queue.
 */
export async function actOnPriorityRequest(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  adminId: string,
  requestId: string,
  action: PriorityAction,
  now = new Date(),
): Promise<PriorityActionResult> {
  const result = await services.db.transaction(async (tx): Promise<PriorityActionResult & { email?: { userId: string; title: string; answerBy: Date } }> => {
    const [row] = await tx
      .select({ priority: priorityRequests, request: projectRequests })
      .from(priorityRequests)
      .innerJoin(projectRequests, eq(projectRequests.id, priorityRequests.requestId))
      .where(and(eq(priorityRequests.requestId, requestId), isNotNull(priorityRequests.escalatedAt)))
      .for('update', { of: priorityRequests })
    if (!row) return { ok: false, reason: 'notFound' }
    if (row.priority.closedAt) return { ok: false, reason: 'closed' }
    if (action.kind === 'close') {
      await tx
        .update(priorityRequests)
        .set({ closedAt: now, closedBy: adminId })
        .where(and(eq(priorityRequests.requestId, requestId), isNull(priorityRequests.closedAt)))
      await recordAudit(tx, { actorId: adminId, action: 'priority_request.close', entityType: 'priority_request', entityId: requestId })
      return { ok: true }
    }
    if (row.request.status !== 'open') return { ok: false, reason: 'notOpen' }
    const candidate = (await candidateExperts(tx, row.request, now)).find((c) => c.id === action.expertId)
    if (!candidate) return { ok: false, reason: 'notCandidate' }
    const title = shownTitle({ projectTitle: row.request.projectTitle, status: 'open' })
    if (action.kind === 'assign') {
      await tx
        .update(projectRequests)
        .set({ expertId: candidate.id })
        .where(and(eq(projectRequests.id, requestId), eq(projectRequests.status, 'open')))
      await tx.update(priorityRequests).set({ assignedExpertId: candidate.id, assignedBy: adminId, assignedAt: now }).where(eq(priorityRequests.requestId, requestId))
      await recordAudit(tx, {
        actorId: adminId,
        action: 'priority_request.assign',
        entityType: 'priority_request',
        entityId: requestId,
        before: { expertId: row.request.expertId },
        after: { expertId: candidate.id, ...(action.note ? { note: action.note } : {}) },
      })
      await notify(tx, candidate.userId, 'priority.notification.assigned', { title }, `/requests/${requestId}`)
    } else {
      await recordAudit(tx, { actorId: adminId, action: 'priority_request.contact', entityType: 'priority_request', entityId: requestId, after: { expertId: candidate.id, note: action.note } })
      await notify(tx, candidate.userId, 'priority.notification.contacted', { title }, `/requests/${requestId}`)
    }
    return { ok: true, email: { userId: candidate.userId, title, answerBy: row.priority.answerBy } }
  })
  if (result.ok && result.email && action.kind !== 'close') {
    const { userId, title, answerBy } = result.email
    await emailMember(services, userId, ({ name }) =>
      composeEmail(action.kind === 'assign' ? 'priority.assigned' : 'priority.contacted', {
        name,
        title,
        answerBy: formatDateTime(answerBy),
        note: action.note || t('priority.email.noNote'),
        url: `${services.config.appUrl}/requests/${requestId}`,
        appName: services.config.appName,
      }),
    )
  }
  return result.ok ? { ok: true } : result
}
