import { and, countDistinct, eq } from 'drizzle-orm'
import type { VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { expertProfileViews } from '../../db/schema/index.ts'
import { allowancesFor, lockAllowances, utcDay } from '../verification/allowances.server.ts'

export type ProfileViewOutcome =
  /** Shown: counted now, seen already today (free), or not counted at all (own profile, admin, unlimited tier). */
  | { allowed: true; limit: number | null; used: number; resetsAt: Date }
  /** Not shown: the organization has viewed `limit` other experts today. */
  | { allowed: false; limit: number; used: number; resetsAt: Date }

/** The UTC calendar day of `now`, as the `day` column stores it. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Counts a signed-in member's view of an expert's profile against their organization's daily
 * project-view allowance (decisions.md: 10 / 30 / 100 / unlimited by verification tier; unverified
 * 10), shared by all its members: each expert counts once a day, whichever member opens it, and
 * the same expert again the same day is free. The expert's own profile and admins do not count (the
 * caller says so with `exempt`). The count and the insert are one transaction under the lock on
 * the organization's row (lockAllowances), so two members or two tabs opening profiles at once
 * cannot both take the last view. The allowance resets at midnight UTC.
 */
export async function recordProfileView(
  db: Db,
  member: { id: string; organizationId: string; verifiedTier: VerificationTierId | null; exempt: boolean },
  expertId: string,
  now = new Date(),
): Promise<ProfileViewOutcome> {
  const { end: resetsAt } = utcDay(now)
  const day = dayOf(now)
  const { projectViews: limit } = allowancesFor(member.verifiedTier)
  if (member.exempt) return { allowed: true, limit: null, used: 0, resetsAt }
  return db.transaction(async (tx) => {
    await lockAllowances(tx, member.organizationId)
    const today = and(eq(expertProfileViews.organizationId, member.organizationId), eq(expertProfileViews.day, day))
    const [{ n }] = await tx
      .select({ n: countDistinct(expertProfileViews.expertId) })
      .from(expertProfileViews)
      .where(today)
    const used = Number(n)
    const [seen] = await tx
      .select({ day: expertProfileViews.day })
      .from(expertProfileViews)
      .where(and(today, eq(expertProfileViews.expertId, expertId)))
      .limit(1)
    if (seen) return { allowed: true, limit, used, resetsAt }
    if (limit !== null && used >= limit) return { allowed: false, limit, used, resetsAt }
    await tx.insert(expertProfileViews).values({ userId: member.id, organizationId: member.organizationId, expertId, day, viewedAt: now }).onConflictDoNothing()
    return { allowed: true, limit, used: used + 1, resetsAt }
  })
}
