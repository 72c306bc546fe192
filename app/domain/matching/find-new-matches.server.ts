import { sql } from 'drizzle-orm'
import { MATCH_BLOCKED_CAP, MATCH_LIST_MIN, MATCH_STRAIN_CAP, MATCH_WEIGHTS } from '../../catalog/matching.ts'
import type { Language } from '../../catalog/sectors.ts'
import { textList, uuidList } from '../../db/array-params.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { openGrantCondition } from '../grants/open-grants.server.ts'
import { type GrantForFacts, matchFactsOf, regionsReaching } from './facts-of.ts'
import type { FoundMatch } from './find-matches.server.ts'
import { termQuery } from './match-sql.server.ts'
import type { MatchProfile } from './profile.ts'
import { matchScoreOf } from './score.ts'

/** One profile's question: its matches among the open grants created after `since`. */
export interface NewMatchSearch {
  id: string
  profile: MatchProfile
  since: Date
}

const pushTo = (map: Map<string, number[]>, key: string, value: number) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

interface Candidate extends GrantForFacts {
  /** created_at in microseconds since the epoch: compared and ordered exactly as the database does. */
  createdUs: number
  createdAt: Date
}

/**
 * The new matches of many profiles at once (an alert run): for each search, the open grants
 * created after its `since` that score at least `minScore`, best first (newest among equals), at
 * most `limit`: what findMatches answers for one profile, in a fixed number of statements.
 *
 * The grants new to any of them are read once, and each mission word is looked up once in their
 * text (full-text search, term by term, over those grants only). Each profile then scores, in
 * TypeScript (matchFactsOf, the twin of the SQL score), only its likely candidates: the grants in
 * one of its sectors or holding one of its words, in its languages and open to its country: the ones
 * requiredForScore lets through.
 */
export async function findNewMatches(db: Db, searches: readonly NewMatchSearch[], options: { minScore?: number; limit?: number } = {}): Promise<Map<string, FoundMatch[]>> {
  const found = new Map<string, FoundMatch[]>(searches.map((s) => [s.id, []]))
  if (searches.length === 0) return found
  const minScore = options.minScore ?? MATCH_LIST_MIN
  const limit = options.limit ?? 500
  const earliest = new Date(Math.min(...searches.map((s) => s.since.getTime())))
  const [{ today }] = await queryRows<{ today: string }>(db, sql`select current_date::text as today`)
  const rows = await queryRows<{
    id: string
    created_us: string
    sector: string
    sectors: string[]
    country_codes: string[]
    geographic_focus: string[]
    funding_usd: string | number | null
    deadline: string | null
    language: Language
    eligible_org_types: string[]
    applicant_types: string[]
    eligible_countries: string[]
    foreign_applicants: boolean | null
  }>(
    db,
    sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as created_us, sector, sectors, country_codes, geographic_focus, funding_usd,
          deadline::text as deadline, language, eligible_org_types, applicant_types, eligible_countries, foreign_applicants
        from ${grants} where ${openGrantCondition()} and ${grants.createdAt} > ${earliest.toISOString()}::timestamptz`,
  )
  if (rows.length === 0) return found
  const candidates: Candidate[] = rows.map((r) => ({
    id: r.id,
    createdUs: Number(r.created_us),
    createdAt: new Date(Math.floor(Number(r.created_us) / 1000)),
    sector: r.sector,
    sectors: r.sectors,
    countryCodes: r.country_codes,
    geographicFocus: r.geographic_focus,
    fundingUsd: r.funding_usd === null ? null : Number(r.funding_usd),
    deadline: r.deadline,
    language: r.language,
    eligibleOrgTypes: r.eligible_org_types,
    applicantTypes: r.applicant_types,
    eligibleCountries: r.eligible_countries,
    foreignApplicants: r.foreign_applicants,
  }))
  const index = new Map(candidates.map((c, i) => [c.id, i]))

  // Each word once, over the new grants only.
  const terms = [...new Set(searches.flatMap((s) => s.profile.terms))]
  const termsOf = candidates.map(() => new Set<string>())
  const byTerm = new Map<string, number[]>()
  if (terms.length) {
    const hits = await queryRows<{ id: string; term: string }>(
      db,
      sql`with t as materialized (select term, (${termQuery(sql`term`)}) as q from unnest(${textList(terms)}) as term)
          select g.id, t.term from ${grants} g join t on g.search_vector @@ t.q
          where g.id = any(${uuidList(candidates.map((c) => c.id))})`,
    )
    for (const hit of hits) {
      const i = index.get(hit.id)
      if (i === undefined) continue
      termsOf[i].add(hit.term)
      pushTo(byTerm, hit.term, i)
    }
  }
  const bySector = new Map<string, number[]>()
  candidates.forEach((c, i) => {
    for (const s of new Set([c.sector, ...c.sectors])) pushTo(bySector, s, i)
  })
  // Without one of its sectors or words a grant misses sector.full + mission.max points (requiredForScore's first condition).
  const narrowed = MATCH_WEIGHTS.sector.full + MATCH_WEIGHTS.mission.max > 100 - minScore
  const all = candidates.map((_, i) => i)

  // Above the strain cap a grant is in one of the profile's languages; above the blocked cap it is open to its country (requiredForScore's other conditions).
  const inLanguage = minScore > MATCH_STRAIN_CAP
  const openToCountry = minScore > MATCH_BLOCKED_CAP

  for (const search of searches) {
    const { profile } = search
    const sinceUs = search.since.getTime() * 1000
    const focus = ['pan_african', ...regionsReaching(profile.region)]
    const likely = narrowed ? new Set([...profile.sectors.flatMap((s) => bySector.get(s) ?? []), ...profile.terms.flatMap((t) => byTerm.get(t) ?? [])]) : all
    const matches: Array<FoundMatch & { createdUs: number }> = []
    for (const i of likely) {
      const grant = candidates[i]
      if (grant.createdUs <= sinceUs) continue
      if (inLanguage && !profile.languages.includes(grant.language)) continue
      if (openToCountry && !(grant.countryCodes.length ? grant.countryCodes.includes(profile.country) : grant.geographicFocus.length === 0 || grant.geographicFocus.some((f) => focus.includes(f))))
        continue
      const score = matchScoreOf(profile, matchFactsOf(profile, grant, termsOf[i], today))
      if (score >= minScore) matches.push({ grantId: grant.id, score, createdAt: grant.createdAt, createdUs: grant.createdUs })
    }
    matches.sort((a, b) => b.score - a.score || b.createdUs - a.createdUs || (a.grantId < b.grantId ? -1 : a.grantId > b.grantId ? 1 : 0))
    found.set(
      search.id,
      matches.slice(0, limit).map(({ grantId, score, createdAt }) => ({ grantId, score, createdAt })),
    )
  }
  return found
}
