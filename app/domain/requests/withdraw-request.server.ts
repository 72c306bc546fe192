import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { experts, projectRequests } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import { requestFor, type Viewer } from './request-access.server.ts'
import { shownTitle } from './shown-title.ts'

/** The member takes back a request that is still open; the expert asked by name is told. */
export async function withdrawRequest(services: Pick<AppServices, 'db'>, viewer: Viewer, requestId: string, now = new Date()): Promise<{ ok: true } | { ok: false; reason: 'notFound' | 'notOpen' }> {
  return services.db.transaction(async (tx) => {
    const found = await requestFor(tx, viewer, requestId, { lock: true }, now)
    if (found?.role !== 'member') return { ok: false, reason: 'notFound' } as const
    const { request } = found
    if (request.status !== 'open') return { ok: false, reason: 'notOpen' } as const
    await tx.update(projectRequests).set({ status: 'withdrawn', decidedAt: now }).where(eq(projectRequests.id, request.id))
    const [expert] = request.expertId ? await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, request.expertId)) : []
    if (expert) await notify(tx, expert.userId, 'requests.notification.withdrawn', { title: shownTitle(request) }, `/requests/${request.id}`)
    return { ok: true } as const
  })
}
