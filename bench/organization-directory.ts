/**
 * The directory of verified organizations (issue 26 §4, ADR 063) and the CommonGrants orgs list
 * over 10,000 organizations in an embedded PGlite database (the default deployment): 6,000 with a
 * badge in force on a published profile (the rest unpublished, opted out, revoked or in review),
 * generated test data. Each query is what /org and GET /common-grants/orgs run
 * (listDirectoryOrganizations): the page and its exact count. `npm run bench -- --only
 * organization-directory` runs it and replaces its section of bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SECTORS } from '../app/catalog/sectors.ts'
import { VERIFICATION_TIER_IDS } from '../app/catalog/verification.ts'
import { migrateDatabase, openDatabase } from '../app/db/client.server.ts'
import { organizations, organizationVerifications } from '../app/db/schema/index.ts'
import { listDirectoryOrganizations } from '../app/domain/organization-directory/directory-organizations.server.ts'
import type { DirectoryQuery } from '../app/domain/organization-directory/directory-query.ts'
import { percentile, replaceReadmeSection } from './support.ts'

export const DIRECTORY_HEADING = '## Directory of verified organizations and GET /common-grants/orgs over 10,000 organizations (issue 26)'
const ORGANIZATIONS = 10_000
const RUNS = 30
/** What a page of the directory may take in the database, per query (the issue asks for "fast": the same bar as the expert directory's search). */
const TARGET_MS = 30

const COUNTRIES = ['KE', 'UG', 'TZ', 'NG', 'GH', 'SN', 'ZA', 'ET', 'RW', 'MZ']
const WORDS = ['Amara', 'Baobab', 'Coastal', 'Jamii', 'Umoja', 'Sauti', 'Tumaini', 'Mwangaza', 'Kijiji', 'Nuru', 'Imani', 'Pamoja']
const KINDS = ['Youth Trust', 'Health Collective', 'Farmers Union', 'Literacy Society', 'Water Project', 'Women’s Network']

const QUERIES: Array<[string, Omit<DirectoryQuery, 'page'>, number]> = [
  ['/org (first page)', {}, 1],
  ['/org?page=50', {}, 50],
  ['/org?country=KE', { country: 'KE' }, 1],
  ['/org?sector=health&tier=premium', { sector: 'health', tier: 'premium' }, 1],
  ['/org?q=amara', { q: 'amara' }, 1],
  ['/org?q=tumaini+water&country=UG', { q: 'tumaini water', country: 'UG' }, 1],
]

export async function runDirectoryBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-directory-bench-'))
  const database = await openDatabase({ dataDir })
  try {
    await migrateDatabase(database)
    const { db } = database
    for (let start = 0; start < ORGANIZATIONS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const i = start + k
        const sector = SECTORS[i % SECTORS.length]
        return {
          name: `${WORDS[i % WORDS.length]} ${KINDS[(i >> 2) % KINDS.length]} ${i}`,
          slug: i % 10 === 9 ? null : `bench-org-${i}`,
          country: COUNTRIES[i % COUNTRIES.length],
          sector,
          sectors: [sector, SECTORS[(i + 3) % SECTORS.length]],
          directoryOptOut: i % 10 === 8,
          publicProfile: { enabled: i % 10 !== 9, fields: ['country', 'sector', 'mission'] as ('country' | 'sector' | 'mission')[] },
        }
      })
      const made = await db.insert(organizations).values(rows).returning({ id: organizations.id })
      await db.insert(organizationVerifications).values(
        made.map(({ id }, k) => {
          const i = start + k
          const state = i % 10
          return {
            organizationId: id,
            verificationTier: VERIFICATION_TIER_IDS[i % VERIFICATION_TIER_IDS.length],
            verificationFeePaid: 350,
            paymentStatus: 'paid' as const,
            verificationStatus: state === 7 ? ('in_progress' as const) : ('approved' as const),
            decidedAt: state === 7 ? null : new Date(Date.now() - (i % 300) * 86_400_000),
            revokedAt: state === 6 ? new Date() : null,
          }
        }),
      )
    }
    await database.db.execute('analyze')
    const results = []
    for (const [label, query, page] of QUERIES) {
      const times: number[] = []
      let total = 0
      for (let r = 0; r < RUNS; r++) {
        const started = performance.now()
        total = (await listDirectoryOrganizations(db, query, { page, pageSize: 20 })).total
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      results.push({ label, total, median: percentile(times, 50), p95: percentile(times, 95) })
    }
    const apiTimes: number[] = []
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now()
      await listDirectoryOrganizations(db, {}, { page: 1 + (r % 10), pageSize: 100 })
      apiTimes.push(performance.now() - started)
    }
    apiTimes.sort((a, b) => a - b)
    return { results, api: { median: percentile(apiTimes, 50), p95: percentile(apiTimes, 95) } }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function directorySection(r: Awaited<ReturnType<typeof runDirectoryBench>>): string[] {
  const ms = (x: number) => `${x.toFixed(1)} ms`
  return [
    DIRECTORY_HEADING,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; \`npm run bench -- --only organization-directory\` (embedded PGlite, no server needed).`,
    '',
    `10,000 generated organizations (test data): 6,000 listed (badge in force, profile published, not opted out), the others unpublished, opted out, revoked or in review. Time of \`listDirectoryOrganizations\` (the page and its exact count), ${RUNS} runs each.`,
    '',
    '| query | matches | median | p95 | target p95 |',
    '|---|---|---|---|---|',
    ...r.results.map((q) => `| \`${q.label}\` | ${q.total.toLocaleString('en-US')} | ${ms(q.median)} | ${ms(q.p95)} | ≤ ${TARGET_MS} ms: ${q.p95 <= TARGET_MS ? 'met' : '**missed**'} |`),
    `| GET /common-grants/orgs, pages 1–10 of 100 | 6,000 | ${ms(r.api.median)} | ${ms(r.api.p95)} | |`,
  ]
}

/** `npm run bench -- --only organization-directory`. */
export async function organizationDirectoryOnly() {
  const result = await runDirectoryBench()
  console.log('Organization directory:', result)
  replaceReadmeSection(DIRECTORY_HEADING, directorySection(result))
}
