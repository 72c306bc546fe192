import { priorityRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { answerByFor, hasPriorityAccess } from './priority-access.ts'

/**
 * Inside the transaction that writes a project request: marks it priority when the organization's
 * verification tier has priority access, with the time it should be answered by. Returns that time
 * (null for a request that is not priority).
 */
export async function markPriorityRequest(tx: Tx, requestId: string, verifiedTier: string | null, sentAt: Date): Promise<Date | null> {
  if (!hasPriorityAccess(verifiedTier)) return null
  const answerBy = answerByFor(sentAt)
  await tx.insert(priorityRequests).values({ requestId, answerBy, createdAt: sentAt })
  return answerBy
}
