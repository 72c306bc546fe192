import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { matchFactSql } from './match-sql.server.ts'
import type { MatchProfile } from './profile.ts'
import { type MatchFacts, type MatchResult, scoreMatch } from './score.ts'

/** The facts of the given grants against a profile: one query by primary key (a page of cards, one grant page). */
export async function getMatchFacts(db: Db, profile: MatchProfile, grantIds: string[]): Promise<MatchFacts[]> {
  if (grantIds.length === 0) return []
  const f = matchFactSql(profile)
  const rows = await db
    .select({
      grantId: grants.id,
      grantSector: grants.sector,
      sector: f.sector,
      matchedSector: f.matchedSector,
      place: f.place,
      terms: f.terms,
      fundingUsd: grants.fundingUsd,
      daysLeft: f.daysLeft,
      language: grants.language,
      eligibleOrgTypes: grants.eligibleOrgTypes,
      applicantTypes: grants.applicantTypes,
      registrationCountries: f.registrationCountries,
    })
    .from(grants)
    .where(inArray(grants.id, grantIds))
  return rows.map((r) => ({ ...r, daysLeft: r.daysLeft === null ? null : Number(r.daysLeft), fundingUsd: r.fundingUsd === null ? null : Number(r.fundingUsd) }) as MatchFacts)
}

/** Scores and reasons of the given grants for a profile, by grant id. */
export async function getMatches(db: Db, profile: MatchProfile, grantIds: string[]): Promise<Map<string, MatchResult>> {
  const facts = await getMatchFacts(db, profile, grantIds)
  return new Map(facts.map((f) => [f.grantId, scoreMatch(profile, f)]))
}
