import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Language } from '../../catalog/sectors.ts'
import { tierById } from '../../catalog/verification.ts'
import { type Database, migrateDatabase, openDatabase } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import { getMatches } from './get-matches.server.ts'
import { toMatchProfile } from './profile.ts'
import type { MatchResult } from './score.ts'

/**
 * The match score on profile × grant pairs labelled by a person who never saw the score ("would
 * this organization plausibly apply?"): fixtures/labelled-pairs.json to tune against, and
 * fixtures/labelled-pairs.holdout.json, written apart, never tuned against. The table of every
 * pair is printed for the closing note (`npx vitest run app/domain/matching/labelled-pairs`).
 */

interface LabelledSet {
  profiles: Array<{
    id: string
    sector: string
    sectors?: string[]
    country: string
    orgType: string
    annualBudgetUsd: number | null
    tier: string | null
    languages: Language[]
    mission: string
    programAreas: string
  }>
  grants: Array<{
    id: string
    title: string
    description: string
    funderName: string
    sector: string
    sectors: string[]
    countryScope: string | null
    geographicFocus: string[]
    fundingAmount: string | null
    fundingUsd: number | null
    deadlineInDays: number | null
    eligibility: string
    language: Language
  }>
  pairs: Array<{ profile: string; grant: string; label: 'good' | 'poor'; why: string }>
}

const GOOD_AT = 70
const load = (file: string): LabelledSet => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', file), 'utf8'))
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
}, 120_000)
afterAll(() => database?.close())

async function scorePairs(set: LabelledSet) {
  const ids = new Map<string, string>()
  for (const g of set.grants) {
    const [row] = await database.db
      .insert(grants)
      .values(
        toGrantRow({
          title: g.title,
          description: g.description,
          source: g.funderName,
          funderName: g.funderName,
          sector: g.sector,
          sectors: g.sectors,
          countryScope: g.countryScope,
          geographicFocus: g.geographicFocus,
          fundingAmount: g.fundingAmount,
          fundingUsd: g.fundingUsd,
          deadline: g.deadlineInDays === null ? null : inDays(g.deadlineInDays),
          eligibility: g.eligibility,
          language: g.language,
        }),
      )
      .returning({ id: grants.id })
    ids.set(g.id, row.id)
  }
  const results: Array<{ pair: LabelledSet['pairs'][number]; result: MatchResult }> = []
  for (const pair of set.pairs) {
    const p = set.profiles.find((x) => x.id === pair.profile)!
    const profile = toMatchProfile({
      sector: p.sector,
      sectors: p.sectors,
      country: p.country,
      orgType: p.orgType,
      annualBudgetUsd: p.annualBudgetUsd,
      tierCeilingUsd: p.tier ? (tierById(p.tier)?.projectSizeCeilingUsd ?? null) : null,
      languages: p.languages,
      memberLanguage: p.languages[0],
      mission: p.mission,
      programAreas: p.programAreas,
    })!
    const grantId = ids.get(pair.grant)!
    results.push({ pair, result: (await getMatches(database.db, profile, [grantId])).get(grantId)! })
  }
  return results
}

function measure(results: Awaited<ReturnType<typeof scorePairs>>) {
  const predicted = results.filter((r) => r.result.score >= GOOD_AT)
  const good = results.filter((r) => r.pair.label === 'good')
  const truePositives = predicted.filter((r) => r.pair.label === 'good').length
  return { precision: predicted.length ? truePositives / predicted.length : 0, recall: good.length ? truePositives / good.length : 0, predicted: predicted.length, good: good.length }
}

function table(name: string, results: Awaited<ReturnType<typeof scorePairs>>) {
  const m = measure(results)
  const rows = results.map(
    (r) =>
      `${r.pair.profile.padEnd(24)} ${r.pair.grant.padEnd(28)} ${String(r.result.score).padStart(3)} ${r.pair.label.padEnd(4)} ${r.result.reasons.map((x) => `${x.kind === 'hit' ? '+' : x.kind === 'miss' ? '-' : '·'}${x.id}`).join(' ')}`,
  )
  console.log(
    `${name}: precision of ≥ ${GOOD_AT}% ${(m.precision * 100).toFixed(0)}% (${m.predicted} scored ≥ ${GOOD_AT}), recall ${(m.recall * 100).toFixed(0)}% of ${m.good} good\n${rows.join('\n')}`,
  )
  return m
}

describe('The match score on labelled pairs', () => {
  it('scores the tuning pairs: most grants it puts at 70% or more are ones the organization would apply to', async () => {
    const results = await scorePairs(load('labelled-pairs.json'))
    expect(results).toHaveLength(63)
    const m = table('tuning set', results)
    expect(m.precision).toBeGreaterThanOrEqual(0.9)
    expect(m.recall).toBeGreaterThanOrEqual(0.7)
  })

  it('matches a water and sanitation NGO registered under Health to an Environment grant, through its other sector', async () => {
    const results = await scorePairs(load('labelled-pairs.json'))
    const wash = (grant: string) => results.find((r) => r.pair.profile === 'p-kenya-wash' && r.pair.grant === grant)!.result
    const springs = wash('g-ke-catchment-springs')
    expect(springs.score).toBeGreaterThanOrEqual(GOOD_AT)
    expect(springs.reasons).toContainEqual({ id: 'sector', kind: 'hit', params: { sector: 'environment' } })
    expect(wash('g-eafrica-solar-water-points').reasons).toContainEqual({ id: 'sectorAlso', kind: 'hit', params: { sector: 'environment' } })
    expect(wash('g-ke-youth-digital-skills').score).toBeLessThan(GOOD_AT)
    // Under Health alone, as the profile allowed before, the same grant was mainly for another sector and fell below.
    const set = load('labelled-pairs.json')
    const p = set.profiles.find((x) => x.id === 'p-kenya-wash')!
    const healthOnly = toMatchProfile({ ...p, sectors: [p.sector], tierCeilingUsd: null, memberLanguage: 'en' })!
    const [grant] = await database.db
      .select({ id: grants.id })
      .from(grants)
      .where(eq(grants.title, set.grants.find((g) => g.id === 'g-ke-catchment-springs')!.title))
      .limit(1)
    const before = (await getMatches(database.db, healthOnly, [grant.id])).get(grant.id)!
    expect(before.score).toBeLessThan(GOOD_AT)
    expect(before.reasons).toContainEqual({ id: 'sectorOther', kind: 'miss', params: { sector: 'environment' } })
  })

  it('holds up on the held-out pairs, which were never tuned against', async () => {
    const results = await scorePairs(load('labelled-pairs.holdout.json'))
    expect(results).toHaveLength(20)
    const m = table('held-out set', results)
    expect(m.precision).toBeGreaterThanOrEqual(0.8)
  })

  it('gives every grant the organization cannot apply to a blocking reason and at most 30%', async () => {
    const results = [...(await scorePairs(load('labelled-pairs.json'))), ...(await scorePairs(load('labelled-pairs.holdout.json')))]
    for (const { result } of results) {
      const blocking = result.reasons.filter((r) => r.blocking)
      if (blocking.length) {
        expect(result.score).toBeLessThanOrEqual(30)
        expect(blocking.every((r) => r.kind === 'miss')).toBe(true)
      }
    }
    expect(results.some(({ result }) => result.reasons.some((r) => r.id === 'eligibility'))).toBe(true)
    expect(results.some(({ result }) => result.reasons.some((r) => r.id === 'notOpenTo'))).toBe(true)
  })
})
