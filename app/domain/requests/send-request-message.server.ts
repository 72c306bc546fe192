import { and, eq, gt } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { experts, notifications, requestMessages } from '../../db/schema/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { requestFor, type Viewer } from './request-access.server.ts'
import { shownTitle } from './shown-title.ts'
import { composeEmail } from '../../email/compose-email.ts'

export type SendMessageResult = { ok: true } | { ok: false; reason: 'notFound' | 'closed' | 'notYet' }

/** At most one message email per thread and recipient in this time, so a conversation does not flood an inbox. */
export const MESSAGE_EMAIL_GAP_MS = 60 * 60 * 1000

/**
 * Adds a message to a request's thread, from the member who sent the request or an expert who may
 * see it (admins read, they do not write), while it is open or accepted; a message never changes
 * the request. A request open to a sector has no messages until an expert accepts it. The other side
 * is notified in the app every time (the member for an expert's message; the expert asked, or who
 * accepted, for the member's), and emailed in their language unless they were already told of a
 * message in this thread within the last hour.
 */
export async function sendRequestMessage(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, viewer: Viewer, requestId: string, body: string, now = new Date()): Promise<SendMessageResult> {
  const result = await services.db.transaction(async (tx): Promise<SendMessageResult & { recipient?: string | null; title?: string; email?: boolean }> => {
    const found = await requestFor(tx, viewer, requestId, { lock: true }, now)
    if (!found || found.role === 'admin') return { ok: false, reason: 'notFound' }
    const { request, role } = found
    if (request.status !== 'open' && request.status !== 'accepted') return { ok: false, reason: 'closed' }
    // A request open to a sector has no thread until an expert accepts it: competing experts never share one.
    if (request.status === 'open' && request.expertId === null) return { ok: false, reason: 'notYet' }
    await tx.insert(requestMessages).values({ requestId, senderId: viewer.id, body, createdAt: now })
    const link = `/requests/${requestId}`
    const title = shownTitle(request)
    let recipient: string | null = null
    if (role === 'member') {
      const expertId = request.acceptedExpertId ?? request.expertId
      const [expert] = expertId ? await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, expertId)) : []
      recipient = expert?.userId ?? null
    } else {
      recipient = request.grantSeekerId
    }
    if (!recipient) return { ok: true }
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, recipient),
          eq(notifications.messageId, 'requests.notification.message'),
          eq(notifications.link, link),
          gt(notifications.createdAt, new Date(now.getTime() - MESSAGE_EMAIL_GAP_MS)),
        ),
      )
      .limit(1)
    await notify(tx, recipient, 'requests.notification.message', { title }, link)
    return { ok: true, recipient, title, email: !recent }
  })
  if (!result.ok) return result
  if (result.email) {
    const url = `${services.config.appUrl}/requests/${requestId}`
    await emailMember(services, result.recipient!, ({ name }) => composeEmail('requests.message', { name, title: result.title!, url, appName: services.config.appName }))
  }
  return { ok: true }
}
