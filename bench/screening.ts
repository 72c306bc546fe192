/**
 * Screening's bench (issue 26 §1): one name against the full lists (p50/p95 over 2,000 names), and
 * re-screening 10,000 organizations with 5 people each (60,000 subjects) after a list update. The
 * lists: the real full UN consolidated list and OFAC SDN list (sdn.csv + alt.csv) from
 * moov-io/watchman's test data (bench/fixtures/screening, cited in tests/fixtures/screening/README.md),
 * the real EU and UK extracts, and GENERATED entries (names recombined from the real lists' words)
 * that bring the index to the size of the four lists together today (~30,000 entries, ~60,000
 * names). Then the same re-screening through the database, as the monitoring job runs it
 * (rescreenVerified over 10,000 approved badges in PostgreSQL: bench/screening-rescreen.ts).
 * `npm run bench -- --only screening` runs both and replaces its section of bench/README.md.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { buildScreeningIndex, type ScreeningIndexEntry } from '../app/domain/screening/build-screening-index.ts'
import { parseScreeningList } from '../app/domain/screening/parse-screening-list.ts'
import { type ScreeningSubject, screen } from '../app/domain/screening/screen.ts'
import { readScreeningFixture } from '../app/domain/screening/screening-fixtures.ts'
import { type RescreenDbBenchResult, rescreenDbRow, runRescreenDbBench } from './screening-rescreen.ts'
import { percentile, replaceReadmeSection } from './support.ts'

export const SCREENING_HEADING = '## Screening (sanctions lists)'
const TARGET_ENTRIES = 30_000
const gz = (file: string) => gunzipSync(readFileSync(path.join(import.meta.dirname, 'fixtures/screening', file))).toString('utf8')

/** A small deterministic random generator, so every run screens the same generated names. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export function benchScreeningEntries(): { entries: ScreeningIndexEntry[]; real: number; generated: number } {
  const real = [
    ...parseScreeningList('un', [gz('un-consolidated.xml.gz')]),
    ...parseScreeningList('ofac', [gz('ofac-sdn.csv.gz'), gz('ofac-alt.csv.gz')]),
    ...parseScreeningList('eu', [readScreeningFixture('eu-consolidated.xml')]),
    ...parseScreeningList('uk', [readScreeningFixture('uk-sanctions-list.xml')]),
  ].map((entry) => ({ ...entry, versionId: 1 }))
  const rand = random(26)
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!
  const personWords = real.filter((e) => e.kind === 'person').flatMap((e) => e.name.split(/\s+/))
  const orgWords = real.filter((e) => e.kind === 'organization').flatMap((e) => e.name.split(/\s+/))
  const generated: ScreeningIndexEntry[] = []
  const lists = ['eu', 'uk', 'ofac', 'un'] as const
  for (let i = 0; real.length + generated.length < TARGET_ENTRIES; i++) {
    const person = rand() < 0.6
    const words = person ? personWords : orgWords
    const name = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(words)).join(' ')
    generated.push({
      list: pick([...lists]),
      ref: `GENERATED-${i}`,
      kind: person ? 'person' : 'organization',
      name: name(),
      aliases: rand() < 0.5 ? [name()] : [],
      birthYears: person ? [1940 + Math.floor(rand() * 50)] : [],
      nationalities: [],
      programme: 'GENERATED',
      listedOn: null,
      versionId: 1,
    })
  }
  return { entries: [...real, ...generated], real: real.length, generated: generated.length }
}

/** Subjects like the ones verified organizations give: made-up test names, with a listed name now and then. */
function subjects(count: number, entries: ScreeningIndexEntry[]): ScreeningSubject[] {
  const rand = random(60)
  const FIRST = ['Amina', 'John', 'Grace', 'Mohamed', 'Fatou', 'Peter', 'Aisha', 'Joseph', 'Esther', 'Ibrahim', 'Mary', 'Samuel', 'Halima', 'David', 'Ngozi', 'Ali']
  const LAST = ['Okafor', 'Mensah', 'Ochieng', 'Banda', 'Diallo', 'Mwangi', 'Ndlovu', 'Hassan', 'Kamau', 'Traore', 'Abubakar', 'Nyambura', 'Sesay', 'Mugisha', 'Ahmed', 'Juma']
  const ORG = ['Community', 'Health', 'Youth', 'Women', 'Development', 'Education', 'Water', 'Farmers', 'Hope', 'Rural', 'Action', 'Foundation', 'Initiative', 'Trust']
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!
  return Array.from({ length: count }, (_, i) => {
    if (i % 50 === 0) {
      const entry = pick(entries)
      return { name: entry.name, kind: entry.kind ?? 'person' }
    }
    if (i % 6 === 0) return { name: `${pick(ORG)} ${pick(ORG)} ${pick(LAST)}`, kind: 'organization' as const }
    return { name: `${pick(FIRST)} ${pick(LAST)}`, kind: 'person' as const, yearOfBirth: 1950 + Math.floor(rand() * 50), nationality: 'KE' }
  })
}

export interface ScreeningBenchResult {
  entries: number
  realEntries: number
  generatedEntries: number
  names: number
  buildMs: number
  oneName: { p50: number; p95: number; max: number }
  /** hits: subjects with at least one possible match. */
  rescreen: { subjects: number; seconds: number; hits: number }
}

export function runScreeningBench(): ScreeningBenchResult {
  const { entries, real, generated } = benchScreeningEntries()
  const started = performance.now()
  const index = buildScreeningIndex(entries, { un: { id: 1, fetchedAt: new Date(), entryCount: entries.length } })
  const buildMs = performance.now() - started
  const single = subjects(2000, entries)
  const times: number[] = []
  for (const subject of single) {
    const t = performance.now()
    screen(index, subject)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const all = subjects(60_000, entries)
  const t = performance.now()
  let hits = 0
  for (const subject of all) if (screen(index, subject).length > 0) hits++
  const seconds = (performance.now() - t) / 1000
  return {
    entries: entries.length,
    realEntries: real,
    generatedEntries: generated,
    names: index.names.length,
    buildMs,
    oneName: { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! },
    rescreen: { subjects: all.length, seconds, hits },
  }
}

export function screeningSection(result: ScreeningBenchResult, database?: RescreenDbBenchResult): string[] {
  const ms = (value: number) => `${value.toFixed(2)} ms`
  return [
    SCREENING_HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --only screening\` (bench/screening.ts), in one Node process on this machine.`,
    `Index: ${result.entries.toLocaleString('en-US')} entries (${result.realEntries.toLocaleString('en-US')} real: the full UN and OFAC SDN lists from moov-io/watchman's test data and the EU/UK extracts; ${result.generatedEntries.toLocaleString('en-US')} GENERATED from their words to reach the four lists' size), ${result.names.toLocaleString('en-US')} names, built in ${ms(result.buildMs)}.`,
    '',
    '| measure | budget | result |',
    '|---|---|---|',
    `| one name against the full lists, p50 / p95 / max (2,000 names) | p95 < 50 ms | ${ms(result.oneName.p50)} / ${ms(result.oneName.p95)} / ${ms(result.oneName.max)} |`,
    `| re-screening 10,000 organizations × (1 + 5 people) = ${result.rescreen.subjects.toLocaleString('en-US')} subjects | < 120 s | ${result.rescreen.seconds.toFixed(1)} s (${result.rescreen.hits.toLocaleString('en-US')} subjects with a possible match; the generated entries recombine common names, so the test names often meet one) |`,
    ...(database ? [rescreenDbRow(database)] : []),
  ]
}

export async function screeningOnly() {
  const result = runScreeningBench()
  console.log('Screening:', result)
  const { entries, real } = benchScreeningEntries()
  const database = await runRescreenDbBench(entries, real)
  console.log('Re-screening through the database:', database)
  replaceReadmeSection(SCREENING_HEADING, screeningSection(result, database))
}
