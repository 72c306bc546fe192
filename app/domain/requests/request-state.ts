import { and, eq, inArray } from 'drizzle-orm'
import type { PROJECT_REQUEST_STATUSES } from '../../db/schema/requests.ts'
import { projectRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/**
 * A project request's status moves, written once (issue 11): an open request is accepted (by an
 * expert), declined (by the expert asked by name) or withdrawn (by the member); nothing else moves,
 * and nothing moves back. moveRequest is the only code that changes a request's status.
 */
export type RequestStatus = (typeof PROJECT_REQUEST_STATUSES)[number]

export const REQUEST_MOVES: Record<RequestStatus, readonly RequestStatus[]> = {
  open: ['accepted', 'declined', 'withdrawn'],
  accepted: [],
  declined: [],
  withdrawn: [],
}

/** Whether a request that is `from` may become `to`. */
export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_MOVES[from].includes(to)
}

/**
 * Moves the request to `to` only if its current status allows it, checked in the UPDATE's WHERE
 * clause (so two moves at once cannot both win). Returns whether the row moved.
 */
export async function moveRequest(tx: Tx, requestId: string, to: RequestStatus, set: { decidedAt: Date; acceptedExpertId?: string }): Promise<boolean> {
  const from = (Object.keys(REQUEST_MOVES) as RequestStatus[]).filter((status) => canMoveRequest(status, to))
  if (from.length === 0) return false
  const moved = await tx
    .update(projectRequests)
    .set({ status: to, ...set })
    .where(and(eq(projectRequests.id, requestId), inArray(projectRequests.status, from)))
    .returning({ id: projectRequests.id })
  return moved.length === 1
}
