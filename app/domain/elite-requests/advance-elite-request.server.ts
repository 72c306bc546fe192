import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { type EliteRequestStatus, eliteRequests, experts } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'

/** What staff do to a request (ADR 077), with the statuses each starts from and the one it leads to. */
export const ELITE_REQUEST_STEPS = {
  schedule: { from: ['new'], to: 'scheduled' },
  start: { from: ['new', 'scheduled'], to: 'in_progress' },
  done: { from: ['scheduled', 'in_progress'], to: 'done' },
  decline: { from: ['new', 'scheduled', 'in_progress'], to: 'declined' },
} as const satisfies Record<string, { from: readonly EliteRequestStatus[]; to: EliteRequestStatus }>
export type EliteRequestStep = keyof typeof ELITE_REQUEST_STEPS
export const isEliteRequestStep = (value: unknown): value is EliteRequestStep => typeof value === 'string' && Object.hasOwn(ELITE_REQUEST_STEPS, value)

export interface AdvancedEliteRequest {
  id: string
  userId: string
  kind: 'site_visit' | 'introduction'
  status: EliteRequestStatus
  organization: string | null
  funderName: string | null
  scheduledFor: string | null
  declineReason: string | null
}

/**
 * Staff move a request one step, in one transaction with the audit entry and the expert's in-app
 * notice; null when the request is not in a status the step starts from (moved by someone else).
 * A declined request no longer counts against the expert's allowance (request-elite-service).
 */
export async function advanceEliteRequest(db: Db, adminId: string, id: string, step: EliteRequestStep, details: { scheduledFor?: string; reason?: string } = {}): Promise<AdvancedEliteRequest | null> {
  const { from, to } = ELITE_REQUEST_STEPS[step]
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: eliteRequests.status })
      .from(eliteRequests)
      .where(and(eq(eliteRequests.id, id), inArray(eliteRequests.status, [...from])))
      .for('update')
    if (!before) return null
    const [row] = await tx
      .update(eliteRequests)
      .set({
        status: to,
        decidedBy: adminId,
        updatedAt: new Date(),
        ...(step === 'schedule' ? { scheduledFor: details.scheduledFor ?? null } : {}),
        ...(step === 'decline' ? { declineReason: details.reason ?? null } : {}),
      })
      .where(eq(eliteRequests.id, id))
      .returning()
    const [expert] = await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, row.expertId))
    await recordAudit(tx, {
      actorId: adminId,
      action: step === 'schedule' ? 'elite_request.schedule' : step === 'start' ? 'elite_request.start' : step === 'done' ? 'elite_request.done' : 'elite_request.decline',
      entityType: 'elite_request',
      entityId: id,
      before: { status: before.status },
      after: { status: to, ...(step === 'schedule' ? { scheduledFor: details.scheduledFor } : {}), ...(step === 'decline' ? { reason: details.reason } : {}) },
    })
    await notify(tx, expert.userId, `eliteRequests.notice.${to}`, { kind: row.kind }, '/expert/elite-requests')
    return {
      id: row.id,
      userId: expert.userId,
      kind: row.kind,
      status: row.status,
      organization: row.organization,
      funderName: row.funderName,
      scheduledFor: row.scheduledFor,
      declineReason: row.declineReason,
    }
  })
}
