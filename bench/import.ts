/**
 * The open-data import's queue writes (issue 25 §3): 10,000 records written to the discovery queue
 * of an embedded PGlite database (the default deployment), as an import of a paged API or a large
 * extract writes them: set-based in rounds (writeDiscoveredGrants), then the same 10,000 again (a
 * re-import: nothing changed); and, for comparison, the first 1,000 written one by one
 * (writeDiscoveredGrant, as before) into a fresh source. The records are generated (varied titles,
 * funders, deadlines, links; one in ten repeating another), in the shape the importers produce.
 * `npm run bench -- --only import` runs it and replaces its section of bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDatabase, openDatabase } from '../app/db/client.server.ts'
import { grantDiscoverySources } from '../app/db/schema/index.ts'
import { writeDiscoveredGrant } from '../app/domain/discovery/queue-writes.server.ts'
import type { DiscoveredGrantInput } from '../app/domain/discovery/types.ts'
import { writeDiscoveredGrants } from '../app/domain/discovery/write-discovered-grants.server.ts'
import { replaceReadmeSection } from './support.ts'

export const IMPORT_HEADING = '## Open-data imports: 10,000 records into the discovery queue (issue 25)'
const RECORDS = 10_000
const ONE_BY_ONE = 1_000
/** The target for 10,000 records. */
const TARGET_S = 60

const TOPICS = ['water', 'health', 'schools', 'solar energy', 'farming', 'savings groups', 'forests', 'youth jobs', 'girls’ education', 'clean cooking', 'mangroves', 'literacy']
const PLACES = ['Kenya', 'Senegal', 'Mozambique', 'Ghana', 'Ethiopia', 'Malawi', 'Côte d’Ivoire', 'Uganda', 'Tanzania', 'Nigeria']

/** Generated records (not real calls), deterministic: every tenth repeats an earlier one's title, funder and deadline. */
function records(count: number, prefix: string): DiscoveredGrantInput[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i % 10 === 9 ? i - 5 : i
    const id = `${prefix}-${i}`
    const deadline = `2027-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`
    return {
      externalId: id,
      pageUrl: `https://opportunities.example.org/${id}`,
      canonicalUrl: null,
      isAwardedRecord: false,
      title: `${TOPICS[n % TOPICS.length]} programme for community organizations in ${PLACES[n % PLACES.length]} ${n}`,
      funderName: `Generated Funder ${n % 400}`,
      description: `Grants for ${TOPICS[n % TOPICS.length]} in ${PLACES[n % PLACES.length]}.`,
      fundingAmount: `Up to USD ${((n % 50) + 1) * 5000}`,
      amountMin: null,
      amountMax: ((n % 50) + 1) * 5000,
      currency: 'USD',
      amountUsd: ((n % 50) + 1) * 5000,
      fxRate: 1,
      fxDate: '2026-11-01',
      deadline,
      deadlineText: null,
      isRolling: false,
      countryScope: PLACES[n % PLACES.length],
      countryCodes: [],
      geographicFocus: [],
      sectors: [],
      applicationUrl: n % 3 === 0 ? `https://apply.example.org/${n}` : null,
      language: 'en',
      fieldOrigins: {},
      fieldSnippets: {},
      applicantTypes: [],
      foreignApplicants: null,
      eligibleCountries: [],
      snippet: null,
    }
  })
}

export async function runImportBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-import-bench-'))
  const database = await openDatabase({ dataDir })
  try {
    await migrateDatabase(database)
    const { db } = database
    const source = async (name: string) =>
      (
        await db
          .insert(grantDiscoverySources)
          .values({ sourceName: name, sourceUrl: `https://${name}.example.org/`, sourceType: 'foundation_database', crawlFrequency: 'daily', priority: 'medium' })
          .returning()
      )[0]
    const batchSource = await source('batched')
    const all = records(RECORDS, 'B')
    let started = performance.now()
    const first = await writeDiscoveredGrants(db, { sourceId: batchSource.id, taskId: null, grants: all })
    const firstS = (performance.now() - started) / 1000
    started = performance.now()
    const again = await writeDiscoveredGrants(db, { sourceId: batchSource.id, taskId: null, grants: all })
    const againS = (performance.now() - started) / 1000

    const singleSource = await source('single')
    const some = records(ONE_BY_ONE, 'S')
    started = performance.now()
    for (const grant of some) await writeDiscoveredGrant(db, { sourceId: singleSource.id, taskId: null, grant })
    const singleS = (performance.now() - started) / 1000
    return { firstS, againS, singleS, first, again }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function importSection(r: Awaited<ReturnType<typeof runImportBench>>): string[] {
  const s = (x: number) => `${x.toFixed(1)} s`
  return [
    IMPORT_HEADING,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; \`npm run bench -- --only import\` (embedded PGlite, no server needed).`,
    '',
    '| what | time | outcome |',
    '|---|---|---|',
    `| 10,000 new records, set-based in rounds of 500 | **${s(r.firstS)}** | ${r.first.queued.toLocaleString('en-US')} queued, ${r.first.duplicate.toLocaleString('en-US')} linked as duplicates; target ≤ ${TARGET_S} s: ${r.firstS <= TARGET_S ? 'met' : 'not met'} |`,
    `| the same 10,000 again (a re-import, nothing changed) | ${s(r.againS)} | ${r.again.unchanged.toLocaleString('en-US')} unchanged |`,
    `| 1,000 new records one by one (the single write, before) | ${s(r.singleS)} | about ${s(r.singleS * (RECORDS / ONE_BY_ONE))} for 10,000 |`,
    '',
    'Generated records (not real calls): varied titles, funders, deadlines and links, one in ten repeating an earlier one. The search cache is untouched: an import writes the queue, and grants (whose changes refresh it once per statement) are written only when a reviewer publishes.',
  ]
}

/** `npm run bench -- --only import`. */
export async function importOnly() {
  const result = await runImportBench()
  console.log('Import:', result)
  replaceReadmeSection(IMPORT_HEADING, importSection(result))
}
