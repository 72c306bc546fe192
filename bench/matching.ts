/**
 * Matching's bench (issue 13), on the PostgreSQL server's bench database (100,000 seeded grants, the
 * same one `npm run bench` uses; seeded here when missing): the time to find an organization's
 * matches (/matches), to score a page of 12 cards, and to search /discover with advanced filters
 * and with the match score (min_score, sort=match). Times are of the domain functions the pages call
 * (the database round trips and the scoring), measured in this process, p50 and p95 over every
 * profile × round. `npm run bench -- --only matching` runs it alone and replaces its section of
 * bench/README.md.
 */
import type { Database } from '../app/db/client.server.ts'
import { eq } from 'drizzle-orm'
import { grants, organizations } from '../app/db/schema/index.ts'
import { findMatches } from '../app/domain/matching/find-matches.server.ts'
import { getMatches } from '../app/domain/matching/get-matches.server.ts'
import type { DiscoverState as DiscoverQuery } from '../app/domain/grants/discover-url.ts'
import { searchGrants } from '../app/domain/grants/search-grants.server.ts'
import { listMatches } from '../app/domain/matching/list-matches.server.ts'
import { matchScoreSql, requiredForScore } from '../app/domain/matching/match-sql.server.ts'
import { type MatchProfile, profileKey, toMatchProfile } from '../app/domain/matching/profile.ts'
import { benchDatabase } from './bench-database.ts'
import { percentile } from './support.ts'

const ROUNDS = 5

const MISSIONS: Array<[string, string, string]> = [
  ['agriculture', 'KE', 'We help smallholder farmers adopt irrigation and sell through cooperatives'],
  ['health', 'NG', 'Maternal and newborn health through community health workers'],
  ['education', 'GH', 'Literacy and numeracy for girls in rural schools'],
  ['environment', 'CM', 'Mangrove restoration and climate adaptation with fishing communities'],
  ['technology', 'RW', 'Digital skills and coding bootcamps for youth'],
  ['gender_equality', 'MA', 'Legal aid for women survivors of violence'],
  ['economic_development', 'UG', 'Savings groups and small businesses for women entrepreneurs'],
  ['governance', 'ZA', 'Budget monitoring and accountability of local government'],
  ['energy', 'TZ', 'Solar mini-grids and clean cooking for rural households'],
  ['health', 'SN', 'Malaria prevention and primary health care in villages'],
]

export function benchProfiles(): MatchProfile[] {
  return MISSIONS.flatMap(([sector, country, mission], i) =>
    [null, 50_000].map(
      (budget) =>
        toMatchProfile({ sector, country, orgType: i % 3 ? 'ngo' : 'cbo', annualBudgetUsd: budget, tierCeilingUsd: null, languages: ['en'], memberLanguage: 'en', mission, programAreas: null })!,
    ),
  )
}

export function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { runs: sorted.length, p50: Number(percentile(sorted, 50).toFixed(1)), p95: Number(percentile(sorted, 95).toFixed(1)), max: Number(sorted.at(-1)!.toFixed(1)) }
}
export async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  times.push(performance.now() - start)
  return result
}

export async function benchMatching(database: Database) {
  const db = database.db
  const profiles = benchProfiles()
  const pageIds = (await db.select({ id: grants.id }).from(grants).limit(12)).map((g) => g.id)
  const find: number[] = []
  const list: number[] = []
  const cards: number[] = []
  let matchesFound = 0
  for (const p of profiles) await findMatches(db, p, { limit: 200 }) // warm
  for (let round = 0; round < ROUNDS; round++) {
    for (const profile of profiles) {
      matchesFound += (await timed(find, () => findMatches(db, profile, { limit: 200 }))).length
      await timed(cards, () => getMatches(db, profile, pageIds))
    }
  }
  // /matches as a Pro organization sees it (no weekly limit, so every round reveals the same rows):
  // the first round computes each profile's matches, the next ones read them from the cache.
  const [{ id: orgId }] = await db.insert(organizations).values({ name: 'Bench Matches', plan: 'pro' }).returning({ id: organizations.id })
  const listCached: number[] = []
  for (let round = 0; round < ROUNDS; round++) for (const profile of profiles) await timed(round === 0 ? list : listCached, () => listMatches(db, { id: orgId, plan: 'pro' }, profile, 'score'))
  await db.delete(organizations).where(eq(organizations.id, orgId))
  return { findMatches: stats(find), matchesPage: stats(list), matchesPageCached: stats(listCached), cardScores: stats(cards), averageMatches: Math.round(matchesFound / find.length) }
}

/**
 * /discover's search with advanced filters and with the match score, as a Pro member runs it:
 * `first` are searches never seen before (each with other numbers or another profile, so the
 * ranked-ids cache cannot answer), `repeated` the same searches again (the cache's case, as
 * the main bench measures /discover).
 */
export async function benchDiscover(database: Database) {
  const db = database.db
  const profiles = benchProfiles()
  const first: Record<string, number[]> = { filters: [], score: [], sortByMatch: [], audienceHide: [], textWithBadges: [] }
  const repeated: number[] = []
  const saved = (await db.select({ id: grants.id }).from(grants).limit(40)).map((g) => g.id)
  const run = async (query: Partial<DiscoverQuery>, profile: MatchProfile | null, excludeIds?: string[]) => {
    const matchScore = profile ? { sql: matchScoreSql(profile), key: profileKey(profile), required: (min: number) => requiredForScore(profile, min) } : undefined
    const result = await searchGrants(db, { sort: 'newest', page: 1, ...query } as DiscoverQuery, { matchScore, excludeIds })
    if (profile)
      await getMatches(
        db,
        profile,
        result.grants.map((g) => g.id),
      )
    return result
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, profile] of profiles.entries()) {
      const n = round * profiles.length + i
      await timed(first.filters, () => run({ minUsd: 10_000 + n, maxUsd: 100_000, closing: 90, type: 'project' }, profile))
      await timed(first.score, () => run({ minScore: 75, country: profile.country }, { ...profile, terms: [...profile.terms, `x${n}`] }))
      await timed(first.sortByMatch, () => run({ sort: 'match', sector: profile.sector }, { ...profile, terms: [...profile.terms, `y${n}`] }))
      await timed(first.audienceHide, () => run({ audience: 'women', maxUsd: 500_000 + n, hide: ['saved'] }, profile, saved))
      await timed(first.textWithBadges, () => run({ q: ['water', 'health', 'solar', 'youth', 'farmers'][n % 5], sector: profile.sector, sort: 'relevance', minUsd: n }, profile))
      await timed(repeated, () => run({ minScore: 75, country: profile.country }, profile))
    }
  }
  return {
    filters: stats(first.filters),
    score: stats(first.score),
    sortByMatch: stats(first.sortByMatch),
    audienceHide: stats(first.audienceHide),
    textWithBadges: stats(first.textWithBadges),
    repeated: stats(repeated),
  }
}

if (import.meta.main) {
  const database = await benchDatabase()
  try {
    console.log(await benchMatching(database))
    console.log(await benchDiscover(database))
  } finally {
    await database.close()
  }
}

export interface MatchingBenchResult {
  matching: Awaited<ReturnType<typeof benchMatching>>
  discover: Awaited<ReturnType<typeof benchDiscover>>
  alerts: Awaited<ReturnType<typeof import('./alerts.ts').benchAlerts>>
}

/** Matching's bench, all of it, on the bench database (seeded when missing). */
export async function runMatchingBench(): Promise<MatchingBenchResult> {
  const { benchAlerts } = await import('./alerts.ts')
  const database = await benchDatabase()
  try {
    const matching = await benchMatching(database)
    console.log('Matching:', matching)
    const discover = await benchDiscover(database)
    console.log('Discover with filters and scores:', discover)
    const alerts = await benchAlerts(database)
    console.log('Alerts:', JSON.stringify(alerts))
    return { matching, discover, alerts }
  } finally {
    await database.close()
  }
}

export const MATCHING_HEADING = '## Matching, advanced filters and alerts at 100,000 grants (issue 13)'

/** The section of bench/README.md. */
export function matchingSection(r: MatchingBenchResult): string[] {
  const row = (name: string, s: ReturnType<typeof stats>, target = '') => `| ${name} | ${s.p50} ms | ${s.p95} ms | ${s.max} ms | ${s.runs} |${target ? ` ${target} |` : ' |'}`
  const ok = (p95: number, limit: number) => `≤ ${limit} ms: ${p95 <= limit ? 'met' : 'not met'}`
  const a = r.alerts
  return [
    MATCHING_HEADING,
    '',
    'Command: `npm run bench -- --only matching` (PostgreSQL server, the bench database with 100,000 seeded grants; part of every `npm run bench`).',
    'Times are of the functions the pages and jobs call, in one process against the server: the database round trips and the scoring, without HTTP and rendering.',
    '',
    '| what | p50 | p95 | max | runs | target |',
    '|---|---|---|---|---|---|',
    row('/matches, first view of a profile (find, reveal, reasons)', r.matching.matchesPage, ok(r.matching.matchesPage.p95, 150)),
    row('/matches again (candidates cached per profile and grants revision)', r.matching.matchesPageCached, ok(r.matching.matchesPageCached.p95, 50)),
    row('findMatches alone (open grants scoring ≥ 60, best 200)', r.matching.findMatches),
    row('scores and reasons of a page of 12 cards', r.matching.cardScores, ok(r.matching.cardScores.p95, 10)),
    row('/discover first search: min_usd, max_usd, closing=90, type=project', r.discover.filters, ok(r.discover.filters.p95, 50)),
    row('/discover first search: min_score=75, country (the score in SQL)', r.discover.score, ok(r.discover.score.p95, 50)),
    row('/discover first search: sort=match within a sector', r.discover.sortByMatch, ok(r.discover.sortByMatch.p95, 50)),
    row('/discover first search: audience=women, max_usd, hide=saved (40 ids)', r.discover.audienceHide, ok(r.discover.audienceHide.p95, 50)),
    row('/discover first search: words and a sector, with badges', r.discover.textWithBadges, ok(r.discover.textWithBadges.p95, 50)),
    row('/discover repeated search with min_score (ranked-ids cache)', r.discover.repeated, ok(r.discover.repeated.p95, 50)),
    '',
    `Averages ${r.matching.averageMatches} matches a profile (capped at 200). 20 profiles (10 missions × with and without a budget), 5 rounds.`,
    '',
    `**One alert run** over ${a.members.toLocaleString('en-US')} members (70% Free, 25% Pro, 5% Premium; a profile and two saved searches each) after ${a.newGrants} grants are published:`,
    '',
    '| run | saved searches | new-match alerts | total |',
    '|---|---|---|---|',
    `| daily (Pro and Premium daily searches and matches) | ${a.daily.searches.seconds} s, ${a.daily.searches.emails.toLocaleString('en-US')} emails | ${a.daily.matches.seconds} s, ${a.daily.matches.emails.toLocaleString('en-US')} emails | ${(a.daily.searches.seconds + a.daily.matches.seconds).toFixed(1)} s |`,
    `| weekly (everyone else; the first run looks back 7 days) | ${a.weekly.searches.seconds} s, ${a.weekly.searches.emails.toLocaleString('en-US')} emails | ${a.weekly.matches.seconds} s, ${a.weekly.matches.emails.toLocaleString('en-US')} emails | ${(a.weekly.searches.seconds + a.weekly.matches.seconds).toFixed(1)} s |`,
    `| the daily saved-search run again (claims nothing new) | ${a.dailyAgain.seconds} s | | |`,
    '',
    `${a.claims.toLocaleString('en-US')} (subscription, grant) claims in all. The weekly counts include the daily run's emails queued again, since the bench queues emails to a counter and never sends them.`,
    '',
  ]
}
