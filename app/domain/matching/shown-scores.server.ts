import { and, eq, inArray } from 'drizzle-orm'
import { MATCH_LIST_MIN } from '../../catalog/matching.ts'
import { planById, type PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { matchReveals } from '../../db/schema/index.ts'
import { revealMatches } from './reveal-matches.server.ts'

export interface ShownScores {
  /** The grants whose score the organization may see here. */
  shown: Set<string>
  /** Scores held back by the plan's weekly limit. */
  withheld: number
  /** The plan's weekly limit of new matched grants (null: unlimited). */
  weeklyLimit: number | null
}

/**
 * Which of these grants' match scores an organization may see on a card or a grant page (ADR 036).
 * Pro and Premium see every score. On Free a score is part of the weekly limit of new matched grants
 * (5, shared with /matches and alerts): a grant revealed before stays visible; a grant scoring as a
 * match (MATCH_LIST_MIN) is revealed now, best first, while the week has room (revealMatches:
 * counted under its lock); a lower score is shown only when nothing here was held back, so a
 * missing badge never tells which grants are matches.
 */
export async function shownScores(db: Db, organization: { id: string; plan: PlanId }, scores: Array<{ grantId: string; score: number }>, now = new Date()): Promise<ShownScores> {
  const weeklyLimit = planById(organization.plan).entitlements.matchedGrantsPerWeek
  if (weeklyLimit === null || scores.length === 0) return { shown: new Set(scores.map((s) => s.grantId)), withheld: 0, weeklyLimit }
  const matches = scores.filter((s) => s.score >= MATCH_LIST_MIN).sort((a, b) => b.score - a.score)
  const reveal = await revealMatches(db, organization.id, weeklyLimit, matches, now)
  const shown = new Set(reveal.visible)
  const others = scores.filter((s) => s.score < MATCH_LIST_MIN).map((s) => s.grantId)
  if (reveal.withheld === 0) for (const id of others) shown.add(id)
  else if (others.length) {
    // Revealed in an earlier week, when its score was higher: it stays visible.
    const earlier = await db
      .select({ grantId: matchReveals.grantId })
      .from(matchReveals)
      .where(and(eq(matchReveals.organizationId, organization.id), inArray(matchReveals.grantId, others)))
    for (const row of earlier) shown.add(row.grantId)
  }
  return { shown, withheld: reveal.withheld, weeklyLimit }
}
