import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AFRICAN_COUNTRIES } from '../../catalog/countries.ts'
import { APPLICANT_TYPES, ORG_TYPES } from '../../catalog/matching.ts'
import { GEOGRAPHIC_FOCUS, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { type Database, migrateDatabase, openDatabase, queryRows } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import { matchFactsOf } from './facts-of.ts'
import { findMatches } from './find-matches.server.ts'
import { findNewMatches } from './find-new-matches.server.ts'
import { getMatchFacts } from './get-matches.server.ts'
import { searchGrants } from '../grants/search-grants.server.ts'
import type { DiscoverQuery } from '../grants/discover.schema.ts'
import { MATCH_LIST_MIN } from '../../catalog/matching.ts'
import { matchScoreSql, requiredForScore } from './match-sql.server.ts'
import { profileKey } from './profile.ts'
import { type MatchProfile, toMatchProfile } from './profile.ts'
import { scoreMatch } from './score.ts'

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(list)))]
  return { next, pick, some }
}

const WORDS = ['irrigation', 'farmers', 'maternal', 'solar', 'schools', 'girls', 'water', 'sanitation', 'climate', 'forest', 'literacy', 'vaccines', 'cooperatives', 'energy', 'journalism']
const ELIGIBILITY = [
  'Open to NGOs operating in the region.',
  'Open only to registered universities.',
  'Réservé aux universités publiques.',
  'Individuals only.',
  'Apenas empresas sociais registadas.',
  null,
]

let database: Database
let profiles: MatchProfile[]
let ids: string[]

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const r = random(13)
  const countries = AFRICAN_COUNTRIES.map((c) => c.code)
  const rows = Array.from({ length: 100 }, (_, i) => {
    const sector = r.pick(SECTORS)
    const countryNames = r.some(AFRICAN_COUNTRIES, 3).map((c) => c.name)
    const days = r.next() < 0.2 ? null : Math.floor(r.next() * 60) - 3
    return toGrantRow({
      title: `Grant ${i} for ${r.some(WORDS, 2).join(' and ')}`,
      description: `Supports ${r.some(WORDS, 3).join(', ')} work.`,
      source: `Funder ${i % 7}`,
      sector,
      sectors: [sector, ...r.some(SECTORS, 2)],
      countryScope: r.next() < 0.5 ? countryNames.join(', ') : null,
      geographicFocus: r.some(GEOGRAPHIC_FOCUS, 1),
      fundingAmount: null,
      fundingUsd: r.next() < 0.2 ? null : Math.round(r.next() * 200_000),
      deadline: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
      eligibility: r.pick(ELIGIBILITY),
      applicantTypes: r.next() < 0.5 ? [] : r.some(APPLICANT_TYPES, 2),
      foreignApplicants: r.pick([null, true, false]),
      eligibleCountries: r.next() < 0.7 ? [] : r.some(countries, 3),
      language: r.pick(LANGUAGES),
    })
  })
  ids = (await database.db.insert(grants).values(rows).returning({ id: grants.id })).map((g) => g.id)
  profiles = Array.from({ length: 20 }, () => {
    // Half the organizations name other sectors besides the main one (ADR 056).
    const sector = r.pick(SECTORS)
    return toMatchProfile({
      sector,
      sectors: r.next() < 0.5 ? [sector, ...r.some(SECTORS, 3)] : [sector],
      country: r.pick(countries),
      orgType: r.next() < 0.2 ? null : r.pick(ORG_TYPES),
      annualBudgetUsd: r.next() < 0.3 ? null : Math.round(r.next() * 150_000),
      tierCeilingUsd: null,
      languages: r.some(LANGUAGES, 2),
      memberLanguage: r.pick(LANGUAGES),
      mission: `We work on ${r.some(WORDS, 3).join(' and ')}`,
      programAreas: r.some(WORDS, 2).join(', '),
    })!
  })
}, 120_000)
afterAll(() => database?.close())

describe('The match score in SQL', () => {
  it('equals the explained score (TypeScript) on 2,000 profile × grant pairs', async () => {
    let compared = 0
    const stats: Array<Awaited<ReturnType<typeof getMatchFacts>>[number] & { main: string }> = []
    for (const profile of profiles) {
      const facts = await getMatchFacts(database.db, profile, ids)
      const inSql = await database.db
        .select({ id: grants.id, score: matchScoreSql(profile) })
        .from(grants)
        .where(inArray(grants.id, ids))
      const bySql = new Map(inSql.map((row) => [row.id, Number(row.score)]))
      for (const f of facts) {
        expect({ grant: f.grantId, score: bySql.get(f.grantId) }).toEqual({ grant: f.grantId, score: scoreMatch(profile, f).score })
        // The sector a reason names is one the organization works in: the grant's main one on a full fit.
        if (f.sector === 'none') expect(f.matchedSector).toBeNull()
        else expect(profile.sectors).toContain(f.matchedSector)
        if (f.sector === 'full') expect(f.matchedSector).toBe(f.grantSector)
        compared++
        stats.push({ ...f, main: profile.sector })
      }
    }
    expect(compared).toBe(2000)
    // The pairs cover every branch: mission words found, restricted eligibility, every kind of place.
    expect(stats.some((f) => f.terms.length > 0)).toBe(true)
    expect(stats.some((f) => f.eligibleOrgTypes.length > 0)).toBe(true)
    expect(stats.some((f) => f.applicantTypes.length > 0 && f.eligibleOrgTypes.length > 0)).toBe(true)
    expect(stats.some((f) => f.registrationCountries.length > 0 && !f.registrationCountries.includes(profiles[0].country))).toBe(true)
    expect(new Set(stats.map((f) => f.place)).size).toBe(5)
    // Organizations with several sectors meet grants through a sector other than their main one, fully and partly.
    for (const fit of ['full', 'partial'] as const) expect(stats.some((f) => f.sector === fit && f.matchedSector !== f.main)).toBe(true)
  })

  it('reads the same facts in TypeScript from the grant row as in SQL (the alert runs score many profiles that way)', async () => {
    const [{ today }] = await queryRows<{ today: string }>(database.db, sql`select current_date::text as today`)
    const rows = await database.db.select().from(grants).where(inArray(grants.id, ids))
    for (const profile of profiles) {
      const inSql = new Map((await getMatchFacts(database.db, profile, ids)).map((f) => [f.grantId, f]))
      for (const row of rows) {
        const expected = inSql.get(row.id)!
        const grant = { ...row, fundingUsd: row.fundingUsd === null ? null : Number(row.fundingUsd) }
        expect(matchFactsOf(profile, grant, new Set(expected.terms), today)).toEqual(expected)
      }
    }
  })

  it('finds the same new matches for many profiles at once as for each alone, in the same order', async () => {
    const since = new Date(Date.now() - 3_600_000)
    let matched = 0
    for (const minScore of [40, 60, 75]) {
      const many = await findNewMatches(
        database.db,
        profiles.map((profile, i) => ({ id: String(i), profile, since })),
        { minScore },
      )
      for (const [i, profile] of profiles.entries()) {
        const alone = await findMatches(database.db, profile, { createdAfter: since, minScore })
        expect(many.get(String(i))).toEqual(alone)
        matched += alone.length
      }
    }
    expect(matched).toBeGreaterThan(100)
    // Grants created before a profile's mark are not new to it.
    const later = await findNewMatches(database.db, [{ id: 'later', profile: profiles[0], since: new Date(Date.now() + 60_000) }])
    expect(later.get('later')).toEqual([])
  })

  it('sorts Discover by match through the likely candidates only, and gives the same pages and total as ranking every grant', async () => {
    // 30 grants made for the first profile: it has enough matches for the candidates to answer alone.
    const p0 = profiles[0]
    const made = await database.db
      .insert(grants)
      .values(
        Array.from({ length: 30 }, (_, i) =>
          toGrantRow({
            title: `Grant for ${p0.terms.join(' and ')} ${i}`,
            description: `Supports ${p0.terms.join(', ')} work.`,
            source: 'Funder',
            sector: p0.sector,
            countryScope: AFRICAN_COUNTRIES.find((c) => c.code === p0.country)!.name,
            geographicFocus: [],
            fundingAmount: null,
            fundingUsd: i * 1000,
            language: p0.languages[0],
          }),
        ),
      )
      .returning({ id: grants.id })
    let shortcuts = 0
    for (const [i, profile] of profiles.entries()) {
      const query = { sort: 'match', page: 1 } as DiscoverQuery
      // A page of one grant keeps 20 ranked ids: with 20 matches among the 100 grants the candidates answer alone.
      const likely = await searchGrants(database.db, query, {
        pageSize: 1,
        matchScore: { sql: matchScoreSql(profile), key: `likely ${i} ${profileKey(profile)}`, required: (min) => requiredForScore(profile, min) },
      })
      const every = await searchGrants(database.db, query, { pageSize: 1, matchScore: { sql: matchScoreSql(profile), key: `every ${i} ${profileKey(profile)}` } })
      expect(likely).toEqual(every)
      for (let page = 2; page <= 21; page++) {
        const options = (key: string) => ({
          pageSize: 1,
          matchScore: { sql: matchScoreSql(profile), key, required: key.startsWith('likely') ? (min: number) => requiredForScore(profile, min) : undefined },
        })
        expect(await searchGrants(database.db, { ...query, page }, options(`likely ${i} ${profileKey(profile)}`))).toEqual(
          await searchGrants(database.db, { ...query, page }, options(`every ${i} ${profileKey(profile)}`)),
        )
      }
      const scores = await database.db.select({ score: matchScoreSql(profile) }).from(grants)
      if (scores.filter((r) => Number(r.score) >= MATCH_LIST_MIN).length >= 20) shortcuts++
    }
    await database.db.delete(grants).where(
      inArray(
        grants.id,
        made.map((g) => g.id),
      ),
    )
    // Both ways are compared: profiles with enough matches for the shortcut, and profiles without.
    expect(shortcuts).toBeGreaterThan(0)
    expect(shortcuts).toBeLessThan(profiles.length)
  })

  it('counts a grant for a region that overlaps the organization’s (Horn of Africa for Kenya) as open to its region', async () => {
    const row = (title: string, geographicFocus: string[]) =>
      toGrantRow({ title, description: 'Supports pastoralist communities.', source: 'Funder', sector: 'agriculture', countryScope: null, geographicFocus, fundingAmount: null, language: 'en' })
    const inserted = await database.db
      .insert(grants)
      .values([row('Horn of Africa drylands grant', ['horn_of_africa']), row('Sub-Saharan health grant', ['sub_saharan_africa'])])
      .returning({ id: grants.id })
    try {
      const profile = (country: string) =>
        toMatchProfile({ sector: 'agriculture', country, orgType: null, annualBudgetUsd: null, tierCeilingUsd: null, languages: ['en'], memberLanguage: 'en', mission: '', programAreas: '' })!
      const places = async (country: string) =>
        (
          await getMatchFacts(
            database.db,
            profile(country),
            inserted.map((g) => g.id),
          )
        ).map((f) => f.place)
      expect(await places('KE')).toEqual(['region', 'region'])
      expect(await places('GH')).toEqual(['excluded', 'region'])
      expect(await places('EG')).toEqual(['excluded', 'excluded'])
    } finally {
      await database.db.delete(grants).where(
        inArray(
          grants.id,
          inserted.map((g) => g.id),
        ),
      )
    }
  })

  it('narrows to grants that can reach the score, and never drops one that does', async () => {
    for (const profile of profiles) {
      for (const min of [40, 60, 75]) {
        const required = requiredForScore(profile, min)
        const all = await database.db
          .select({ id: grants.id, score: matchScoreSql(profile) })
          .from(grants)
          .where(inArray(grants.id, ids))
        const narrowed = await database.db
          .select({ id: grants.id })
          .from(grants)
          .where(sql`${inArray(grants.id, ids)} and ${required ?? sql`true`}`)
        const kept = new Set(narrowed.map((g) => g.id))
        for (const row of all) if (Number(row.score) >= min) expect(kept.has(row.id)).toBe(true)
      }
    }
  })
})
