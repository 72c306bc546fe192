import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { matchReveals } from '../../db/schema/index.ts'
import { weekOf } from './week.ts'

export interface Reveal {
  /** Grants the organization may see as matches: revealed before, or now. */
  visible: Set<string>
  /** Grants revealed by this call (an alert carries these). */
  newlyRevealed: string[]
  /** Matches held back by the weekly limit. */
  withheld: number
  /** The plan's weekly limit (null: unlimited) and how much of it this week has used. */
  weeklyLimit: number | null
  usedThisWeek: number
}

/**
 * Reveals matches to an organization, best first, within its plan's weekly limit (Free: 5 new
 * matched grants a week; decisions.md: search itself is never capped). A grant once revealed stays
 * visible. The week's count and the new reveals are one transaction under an advisory lock on the
 * organization, so two tabs or an alert run at the same moment cannot reveal more than the limit.
 */
export async function revealMatches(db: Db, organizationId: string, weeklyLimit: number | null, candidates: Array<{ grantId: string; score: number }>, now = new Date()): Promise<Reveal> {
  const week = weekOf(now)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reveal:${organizationId}`}))`)
    const ids = candidates.map((c) => c.grantId)
    const earlier = ids.length
      ? await tx
          .select({ grantId: matchReveals.grantId })
          .from(matchReveals)
          .where(and(eq(matchReveals.organizationId, organizationId), inArray(matchReveals.grantId, ids)))
      : []
    const visible = new Set(earlier.map((r) => r.grantId))
    const [{ used }] = await tx
      .select({ used: count() })
      .from(matchReveals)
      .where(and(eq(matchReveals.organizationId, organizationId), eq(matchReveals.week, week)))
    const fresh = candidates.filter((c) => !visible.has(c.grantId))
    const room = weeklyLimit === null ? fresh.length : Math.max(0, weeklyLimit - Number(used))
    const revealing = fresh.slice(0, room)
    if (revealing.length) {
      await tx
        .insert(matchReveals)
        .values(revealing.map((c) => ({ organizationId, grantId: c.grantId, week, score: c.score, revealedAt: now })))
        .onConflictDoNothing()
    }
    for (const c of revealing) visible.add(c.grantId)
    return {
      visible,
      newlyRevealed: revealing.map((c) => c.grantId),
      withheld: fresh.length - revealing.length,
      weeklyLimit,
      usedThisWeek: Number(used) + revealing.length,
    }
  })
}
