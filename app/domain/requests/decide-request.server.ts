import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { engagements, expertExpertise, experts, projectRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'
import { findListedExpert } from './listed-expert.server.ts'
import { requestFor, type Viewer } from './request-access.server.ts'
import { moveRequest } from './request-state.ts'
import { shownTitle } from './shown-title.ts'
import { composeEmail } from '../../email/compose-email.ts'

export type DecideResult = { ok: true; engagementId?: string } | { ok: false; reason: 'notFound' | 'notOpen' | 'notListed' }

/** A listed expert of the request's sector asking about a sector request that is no longer open: told so, not shown a 404. */
async function closedSectorRequest(tx: Tx, viewer: Viewer, requestId: string) {
  const [row] = await tx
    .select({ id: projectRequests.id })
    .from(projectRequests)
    .innerJoin(expertExpertise, eq(expertExpertise.sector, projectRequests.sector))
    .innerJoin(experts, and(eq(experts.id, expertExpertise.expertId), eq(experts.userId, viewer.id)))
    .where(and(eq(projectRequests.id, requestId), listedExpertCondition()))
    .limit(1)
  return Boolean(row)
}

/**
 * The expert accepts or declines. Accepting, in one transaction with the request's row locked: the
 * request becomes accepted (who, when) and its engagement is created (active), so of two experts of
 * a sector accepting at once, the second finds it no longer open. Only a listed expert may accept.
 * The member is notified, and emailed in their language.
 */
export async function decideRequest(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  viewer: Viewer,
  requestId: string,
  decision: 'accept' | 'decline',
  now = new Date(),
): Promise<DecideResult> {
  const result = await services.db.transaction(async (tx): Promise<DecideResult & { memberId?: string; title?: string }> => {
    const found = await requestFor(tx, viewer, requestId, { lock: true }, now)
    if (!found) return { ok: false, reason: (await closedSectorRequest(tx, viewer, requestId)) ? 'notOpen' : 'notFound' }
    const { request, role } = found
    if (role !== 'expert' && role !== 'sectorExpert') return { ok: false, reason: 'notFound' }
    if (request.status !== 'open') return { ok: false, reason: 'notOpen' }
    const [own] = await tx.select({ id: experts.id }).from(experts).where(eq(experts.userId, viewer.id))
    const title = shownTitle({ projectTitle: request.projectTitle, status: decision === 'accept' ? 'accepted' : request.status })
    if (decision === 'decline') {
      // Only the expert asked by name declines; a sector's request stays open to the others.
      if (role !== 'expert') return { ok: false, reason: 'notFound' }
      if (!(await moveRequest(tx, request.id, 'declined', { decidedAt: now }))) return { ok: false, reason: 'notOpen' }
      await notify(tx, request.grantSeekerId, 'requests.notification.declined', { title }, `/requests/${request.id}`)
      return { ok: true, memberId: request.grantSeekerId, title }
    }
    if (!(await findListedExpert(tx, own.id, now))) return { ok: false, reason: 'notListed' }
    if (!(await moveRequest(tx, request.id, 'accepted', { acceptedExpertId: own.id, decidedAt: now }))) return { ok: false, reason: 'notOpen' }
    const [engagement] = await tx
      .insert(engagements)
      .values({ requestId: request.id, memberId: request.grantSeekerId, expertId: own.id, status: 'active', createdAt: now })
      .returning({ id: engagements.id })
    await notify(tx, request.grantSeekerId, 'requests.notification.accepted', { title }, `/engagements/${engagement.id}`)
    return { ok: true, engagementId: engagement.id, memberId: request.grantSeekerId, title }
  })
  if (!result.ok) return result
  const accepted = decision === 'accept'
  const url = `${services.config.appUrl}${accepted ? `/engagements/${result.engagementId}` : `/requests/${requestId}`}`
  await emailMember(services, result.memberId!, ({ name }) => composeEmail(accepted ? 'requests.accepted' : 'requests.declined', { name, title: result.title!, url, appName: services.config.appName }))
  return { ok: true, engagementId: result.engagementId }
}
