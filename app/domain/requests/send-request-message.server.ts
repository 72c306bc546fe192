import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { experts, requestMessages } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import { requestFor, type Viewer } from './request-access.server.ts'
import { shownTitle } from './shown-title.ts'

export type SendMessageResult = { ok: true } | { ok: false; reason: 'notFound' | 'closed' }

/**
 * Adds a message to a request's thread, from the member who sent the request or an expert who may
 * see it (admins read, they do not write), while it is open or accepted; a message never changes
 * the request. The other side is notified: the member for an expert's message; the expert asked
 * (or who accepted) for the member's.
 */
export async function sendRequestMessage(services: Pick<AppServices, 'db'>, viewer: Viewer, requestId: string, body: string, now = new Date()): Promise<SendMessageResult> {
  return services.db.transaction(async (tx) => {
    const found = await requestFor(tx, viewer, requestId, { lock: true }, now)
    if (!found || found.role === 'admin') return { ok: false, reason: 'notFound' }
    const { request, role } = found
    if (request.status !== 'open' && request.status !== 'accepted') return { ok: false, reason: 'closed' }
    await tx.insert(requestMessages).values({ requestId, senderId: viewer.id, body, createdAt: now })
    const link = `/requests/${requestId}`
    const params = { title: shownTitle(request) }
    if (role === 'member') {
      const expertId = request.acceptedExpertId ?? request.expertId
      const [expert] = expertId ? await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, expertId)) : []
      if (expert) await notify(tx, expert.userId, 'requests.notification.message', params, link)
    } else {
      await notify(tx, request.grantSeekerId, 'requests.notification.message', params, link)
    }
    return { ok: true }
  })
}
