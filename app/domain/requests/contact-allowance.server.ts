import { and, count, eq, gte, lt } from 'drizzle-orm'
import type { VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { projectRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { allowancesFor, utcDay } from '../verification/allowances.server.ts'

export type ContactAllowance = { allowed: boolean; limit: number | null; used: number; resetsAt: Date }

/**
 * How many experts the organization may still contact today (decisions.md: 5 / 15 / 50 / unlimited
 * by verification tier, none unverified). The allowance is the organization's, shared by all its
 * members: every project request any of them sent since midnight UTC counts once, whether to one
 * expert or open to a sector; it resets at the next midnight UTC. A caller about to send one holds
 * the lock on the organization's row (lockAllowances) while it counts.
 */
export async function checkContactAllowance(db: Db | Tx, organization: { organizationId: string; verifiedTier: VerificationTierId | null }, now = new Date()): Promise<ContactAllowance> {
  const { expertContacts: limit } = allowancesFor(organization.verifiedTier)
  const { start, end } = utcDay(now)
  const [{ n }] = await db
    .select({ n: count() })
    .from(projectRequests)
    .where(and(eq(projectRequests.organizationId, organization.organizationId), gte(projectRequests.createdAt, start), lt(projectRequests.createdAt, end)))
  return { allowed: limit === null || n < limit, limit, used: n, resetsAt: end }
}
