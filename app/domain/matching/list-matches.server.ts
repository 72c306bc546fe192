import { inArray } from 'drizzle-orm'
import { planById, type PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { type GrantCard, grantCardColumns } from '../grants/search-grants.server.ts'
import { findMatches } from './find-matches.server.ts'
import { getMatches } from './get-matches.server.ts'
import type { MatchProfile } from './profile.ts'
import { revealMatches } from './reveal-matches.server.ts'
import type { MatchResult } from './score.ts'

/** Candidates considered for /matches: the best this many open matches. */
export const MATCHES_CONSIDERED = 200
/** Matches shown on the page. */
export const MATCHES_SHOWN = 48

export interface MatchList {
  matches: Array<{ grant: GrantCard; match: MatchResult }>
  withheld: number
  weeklyLimit: number | null
  usedThisWeek: number
}

/**
 * The organization's best current matches (/matches): open grants scoring at least MATCH_LIST_MIN,
 * revealed best first within the plan's weekly limit (Free: 5 new a week; the rest counted), then
 * shown by score or newest, each with its reasons.
 */
export async function listMatches(db: Db, organization: { id: string; plan: PlanId }, profile: MatchProfile, order: 'score' | 'newest', now = new Date()): Promise<MatchList> {
  const candidates = await findMatches(db, profile, { order: 'score', limit: MATCHES_CONSIDERED })
  const reveal = await revealMatches(db, organization.id, planById(organization.plan).entitlements.matchedGrantsPerWeek, candidates, now)
  const visible = candidates.filter((c) => reveal.visible.has(c.grantId))
  if (order === 'newest') visible.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.score - a.score)
  const shown = visible.slice(0, MATCHES_SHOWN)
  const ids = shown.map((c) => c.grantId)
  const [cards, results] = ids.length
    ? await Promise.all([db.select(grantCardColumns).from(grants).where(inArray(grants.id, ids)) as Promise<GrantCard[]>, getMatches(db, profile, ids)])
    : [[] as GrantCard[], new Map<string, MatchResult>()]
  const byId = new Map(cards.map((c) => [c.id, c]))
  return {
    matches: ids.flatMap((id) => (byId.has(id) && results.has(id) ? [{ grant: byId.get(id)!, match: results.get(id)! }] : [])),
    withheld: reveal.withheld,
    weeklyLimit: reveal.weeklyLimit,
    usedThisWeek: reveal.usedThisWeek,
  }
}
