import { eq, inArray } from 'drizzle-orm'
import { EXPERT_AI_FUNDERS_SHOWN, PRIORITY_MATCHING_HOURS } from '../../catalog/expert-ai.ts'
import { expertTierHas } from '../../catalog/expert-membership.ts'
import { LANGUAGES, type Language } from '../../catalog/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, experts, grants } from '../../db/schema/index.ts'
import { findMatches } from '../matching/find-matches.server.ts'
import { getMatches } from '../matching/get-matches.server.ts'
import { type MatchProfile, toMatchProfile } from '../matching/profile.ts'
import type { MatchResult } from '../matching/score.ts'

const HOUR_MS = 3_600_000

/**
 * An expert's match profile (ADR 081): the sectors of their expertise, the country they work from
 * (its region reaches regional grants), their languages and the words of their title and bio. Null
 * without a sector or a country: then there is nothing to match on.
 */
export async function expertMatchProfile(db: Db, expertId: string): Promise<MatchProfile | null> {
  const [expert] = await db.select({ country: experts.country, languages: experts.languages, title: experts.professionalTitle, bio: experts.bio }).from(experts).where(eq(experts.id, expertId))
  if (!expert) return null
  const sectors = [...new Set((await db.select({ sector: expertExpertise.sector }).from(expertExpertise).where(eq(expertExpertise.expertId, expertId))).map((r) => r.sector))]
  const languages = expert.languages.filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l))
  return toMatchProfile({
    sector: sectors[0] ?? null,
    sectors,
    country: expert.country,
    orgType: null,
    annualBudgetUsd: null,
    tierCeilingUsd: null,
    languages,
    memberLanguage: languages[0] ?? 'en',
    mission: expert.title,
    programAreas: expert.bio,
  })
}

/** The moment before which a grant must have been published to reach a tier's funder matches: Elite at once, others PRIORITY_MATCHING_HOURS later. */
export function fundersVisibleBefore(tier: string, now: Date): Date | undefined {
  return expertTierHas(tier, 'priority_ai_matching') ? undefined : new Date(now.getTime() - PRIORITY_MATCHING_HOURS * HOUR_MS)
}

export interface ExpertFunder {
  id: string
  title: string
  funderName: string | null
  deadline: string | null
  fundingUsd: number | null
  createdAt: Date
  match: MatchResult
}

/**
 * Grants and funders matching an expert (ADR 081), ranked by the members' match score
 * (app/domain/matching, no model): open grants, best first, the newest of the last
 * PRIORITY_MATCHING_HOURS only for Elite experts (priority AI matching).
 */
export async function listExpertFunders(db: Db, expert: { id: string; tier: string }, now = new Date()): Promise<{ profile: boolean; funders: ExpertFunder[] }> {
  const profile = await expertMatchProfile(db, expert.id)
  if (!profile) return { profile: false, funders: [] }
  const found = await findMatches(db, profile, { createdBefore: fundersVisibleBefore(expert.tier, now), limit: EXPERT_AI_FUNDERS_SHOWN })
  if (found.length === 0) return { profile: true, funders: [] }
  const ids = found.map((f) => f.grantId)
  const [rows, matches] = await Promise.all([
    db
      .select({ id: grants.id, title: grants.title, funderName: grants.funderName, deadline: grants.deadline, fundingUsd: grants.fundingUsd, createdAt: grants.createdAt })
      .from(grants)
      .where(inArray(grants.id, ids)),
    getMatches(db, profile, ids),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const funders = found.flatMap((f) => {
    const row = byId.get(f.grantId)
    const match = matches.get(f.grantId)
    return row && match ? [{ ...row, fundingUsd: row.fundingUsd === null ? null : Number(row.fundingUsd), match }] : []
  })
  return { profile: true, funders }
}
