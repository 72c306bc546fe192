import { expertTierHas } from '../../catalog/expert-membership.ts'
import { tierById } from '../../catalog/verification.ts'
import { PRIORITY_ANSWER_HOURS } from '../../catalog/priority.ts'

/** Whether an organization verified at this tier has priority access to grant experts (Premium, and Elite by inclusion). */
export function hasPriorityAccess(verifiedTier: string | null | undefined): boolean {
  const tier = verifiedTier ? tierById(verifiedTier) : undefined
  return tier?.features.includes('priority_writer_access') ?? false
}

/** Whether an expert of this membership tier is told of new requests in their sectors at once (Pro and Elite), rather than in the daily digest. */
export const toldAtOnce = (expertTier: string | null | undefined) => expertTierHas(expertTier, 'priority_email')

/** When a priority request sent at `sentAt` should be answered by. */
export const answerByFor = (sentAt: Date) => new Date(sentAt.getTime() + PRIORITY_ANSWER_HOURS * 3_600_000)
