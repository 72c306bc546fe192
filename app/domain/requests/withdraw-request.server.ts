import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { experts } from '../../db/schema/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { requestFor, type Viewer } from './request-access.server.ts'
import { moveRequest } from './request-state.ts'
import { shownTitle } from './shown-title.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** The member takes back a request that is still open; the expert asked by name is told in the app and by email, in their language. */
export async function withdrawRequest(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  viewer: Viewer,
  requestId: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'notFound' | 'notOpen' }> {
  const result = await services.db.transaction(async (tx) => {
    const found = await requestFor(tx, viewer, requestId, { lock: true }, now)
    if (found?.role !== 'member') return { ok: false, reason: 'notFound' } as const
    const { request } = found
    if (request.status !== 'open') return { ok: false, reason: 'notOpen' } as const
    if (!(await moveRequest(tx, request.id, 'withdrawn', { decidedAt: now }))) return { ok: false, reason: 'notOpen' } as const
    const [expert] = request.expertId ? await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, request.expertId)) : []
    const title = shownTitle(request)
    if (expert) await notify(tx, expert.userId, 'requests.notification.withdrawn', { title }, `/requests/${request.id}`)
    return { ok: true, expertUserId: expert?.userId ?? null, title } as const
  })
  if (!result.ok) return result
  const url = `${services.config.appUrl}/requests/${requestId}`
  await emailMember(services, result.expertUserId, ({ name }) => composeEmail('requests.withdrawn', { name, title: result.title, url, appName: services.config.appName }))
  return { ok: true }
}
