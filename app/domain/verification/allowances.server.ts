import { and, count, eq, gte, lt } from 'drizzle-orm'
import { tierById, UNVERIFIED_ALLOWANCES, type DailyAllowances, type VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, userSavedGrants } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

const DAY = 86_400_000

/** The UTC day `now` falls in: allowances reset at midnight UTC. */
export function utcDay(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return { start, end: new Date(start.getTime() + DAY) }
}

/** The daily allowances of an approved tier, or an unverified member's. */
export function allowancesFor(verifiedTier: VerificationTierId | null): DailyAllowances {
  return verifiedTier ? tierById(verifiedTier)!.allowances : UNVERIFIED_ALLOWANCES
}

/** Whether the organization may save one more grant today, with the limit and when it resets (count it under lockAllowances). */
export async function checkSaveAllowance(db: Db | Tx, member: { organizationId: string; verifiedTier: VerificationTierId | null }, now = new Date()) {
  const { grantSaves: limit } = allowancesFor(member.verifiedTier)
  const { start, end } = utcDay(now)
  if (limit === null) return { allowed: true as const, limit, resetsAt: end }
  const [{ n }] = await db
    .select({ n: count() })
    .from(userSavedGrants)
    .where(and(eq(userSavedGrants.organizationId, member.organizationId), gte(userSavedGrants.savedAt, start), lt(userSavedGrants.savedAt, end)))
  return { allowed: n < limit, limit, resetsAt: end }
}

/**
 * The daily allowances (grant saves, expert contacts, profile views) are the organization's,
 * shared by all its members. Whatever spends one counts and writes inside one transaction after
 * taking this lock on the organization's row, so two members (or two tabs) at the same moment
 * cannot both take the last unit.
 */
export async function lockAllowances(tx: Tx, organizationId: string): Promise<void> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('no key update')
}
