import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateDatabase, openDatabase } from '../../db/client.server.ts'
import { grants, matchReveals, organizations } from '../../db/schema/index.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import { findMatches } from './find-matches.server.ts'
import { toMatchProfile } from './profile.ts'
import { revealMatches } from './reveal-matches.server.ts'

let database: Database
const profile = toMatchProfile({
  sector: 'agriculture',
  country: 'KE',
  orgType: 'ngo',
  annualBudgetUsd: 40_000,
  tierCeilingUsd: null,
  languages: ['en'],
  memberLanguage: 'en',
  mission: 'Drip irrigation for smallholder farmers',
  programAreas: null,
})!
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const monday = new Date('2026-11-23T09:00:00Z')
const nextMonday = new Date('2026-11-30T09:00:00Z')

async function newOrganization() {
  const [org] = await database.db.insert(organizations).values({ name: 'Kisumu Growers' }).returning({ id: organizations.id })
  return org.id
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const good = Array.from({ length: 8 }, (_, i) =>
    toGrantRow({
      title: `Irrigation fund ${i}`,
      description: 'Drip irrigation for smallholder farmers.',
      source: 'Fund',
      sector: 'agriculture',
      countryScope: 'Kenya',
      fundingUsd: 20_000,
      deadline: inDays(40 + i),
    }),
  )
  const poor = [
    toGrantRow({ title: 'Tanzania only', description: 'Farming.', source: 'Fund', sector: 'agriculture', countryScope: 'Tanzania', fundingUsd: 20_000, deadline: inDays(40) }),
    toGrantRow({
      title: 'Universities',
      description: 'Irrigation research.',
      source: 'Fund',
      sector: 'agriculture',
      countryScope: 'Kenya',
      eligibility: 'Open only to registered universities.',
      deadline: inDays(40),
    }),
    toGrantRow({ title: 'Closed', description: 'Irrigation.', source: 'Fund', sector: 'agriculture', countryScope: 'Kenya', deadline: inDays(-2) }),
    toGrantRow({ title: 'Health', description: 'Clinics.', source: 'Fund', sector: 'health', countryScope: 'Nigeria', deadline: inDays(40) }),
    // Named countries in the organization's region, but not its country: not open to Kenya.
    toGrantRow({
      title: 'Rwanda and Tanzania',
      description: 'Irrigation for smallholder farmers.',
      source: 'Fund',
      sector: 'agriculture',
      countryScope: 'Rwanda and Tanzania',
      geographicFocus: ['east_africa'],
      fundingUsd: 20_000,
      deadline: inDays(40),
    }),
  ]
  await database.db.insert(grants).values([...good, ...poor])
}, 120_000)
afterAll(() => database?.close())

describe('Matches and the Free weekly limit', () => {
  it('finds the open grants an organization can apply to, best first, and leaves out the rest', async () => {
    const found = await findMatches(database.db, profile)
    expect(found).toHaveLength(8)
    expect(found.every((m) => m.score >= 90)).toBe(true)
    const newest = await findMatches(database.db, profile, { order: 'newest', limit: 3 })
    expect(newest).toHaveLength(3)
  })

  it('reveals 5 new matched grants a week on Free: the 6th is withheld, the next week reveals more', async () => {
    const org = await newOrganization()
    const found = await findMatches(database.db, profile)
    const first = await revealMatches(database.db, org, 5, found, monday)
    expect(first.visible.size).toBe(5)
    expect(first.withheld).toBe(3)
    // A reload the same week reveals nothing new and keeps the five.
    const again = await revealMatches(database.db, org, 5, found, new Date('2026-11-26T12:00:00Z'))
    expect(again.newlyRevealed).toEqual([])
    expect([...again.visible].sort()).toEqual([...first.visible].sort())
    expect(again.withheld).toBe(3)
    const next = await revealMatches(database.db, org, 5, found, nextMonday)
    expect(next.newlyRevealed).toHaveLength(3)
    expect(next.visible.size).toBe(8)
    expect(next.withheld).toBe(0)
  })

  it('never reveals a sixth when two requests reveal at the same moment', async () => {
    const org = await newOrganization()
    const found = await findMatches(database.db, profile)
    await Promise.all([revealMatches(database.db, org, 5, found, monday), revealMatches(database.db, org, 5, [...found].reverse(), monday)])
    const rows = await database.db.select().from(matchReveals).where(eq(matchReveals.organizationId, org))
    expect(rows).toHaveLength(5)
  })

  it('reveals every match on Pro and Premium (no weekly limit)', async () => {
    const org = await newOrganization()
    const found = await findMatches(database.db, profile)
    const reveal = await revealMatches(database.db, org, null, found, monday)
    expect(reveal.visible.size).toBe(8)
    expect(reveal.withheld).toBe(0)
  })
})
