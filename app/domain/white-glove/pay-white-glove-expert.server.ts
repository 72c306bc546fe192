import { and, eq, isNotNull } from 'drizzle-orm'
import { expertPayouts, whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** The application statuses by which the assigned expert's work is done: their fixed fee is paid, whatever the outcome. */
export const WHITE_GLOVE_WORK_DONE_STATUSES: readonly string[] = ['submitted', 'awarded', 'not_awarded', 'withdrawn']

/**
 * Harambee pays the expert the fixed fee agreed when they were assigned (ADR 079), never a share of
 * the grant: once the application is submitted or decided, or when another expert takes the work
 * over. One payout per request and expert (a second call changes nothing); the payout scan sends it
 * through the provider as it sends milestone payouts. Returns the payout's id, or null when there is
 * nothing (more) to pay.
 */
export async function payWhiteGloveExpert(tx: Tx, request: { id: string; expertId: string; expertFeeUsd: number }, provider: string): Promise<string | null> {
  if (request.expertFeeUsd <= 0) return null
  const [payout] = await tx
    .insert(expertPayouts)
    .values({ whiteGloveRequestId: request.id, expertId: request.expertId, amountUsd: request.expertFeeUsd, provider })
    .onConflictDoNothing()
    .returning({ id: expertPayouts.id })
  return payout?.id ?? null
}

/** After an application's status changed: pays the assigned expert's fee when the change ends their work. */
export async function payWhiteGloveExpertOnStatus(tx: Tx, applicationId: string, status: string, provider: string): Promise<string | null> {
  if (!WHITE_GLOVE_WORK_DONE_STATUSES.includes(status)) return null
  const [request] = await tx
    .select({ id: whiteGloveRequests.id, expertId: whiteGloveRequests.expertId, expertFeeUsd: whiteGloveRequests.expertFeeUsd })
    .from(whiteGloveRequests)
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), isNotNull(whiteGloveRequests.expertId), isNotNull(whiteGloveRequests.expertFeeUsd)))
  if (!request?.expertId || request.expertFeeUsd === null) return null
  return payWhiteGloveExpert(tx, { id: request.id, expertId: request.expertId, expertFeeUsd: request.expertFeeUsd }, provider)
}
