import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildScreeningIndex, type ScreeningIndex } from './build-screening-index.ts'
import { parseScreeningList } from './parse-screening-list.ts'
import type { ScreeningListEntry } from './screening-lists.ts'

/** Tests and benchmarks only: the real list extracts in tests/fixtures/screening. */
export const SCREENING_FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/screening')

export function readScreeningFixture(file: string): string {
  return readFileSync(path.join(SCREENING_FIXTURES, file), 'utf8')
}

export function fixtureScreeningEntries(): ScreeningListEntry[] {
  return [
    ...parseScreeningList('un', [readScreeningFixture('un-consolidated.xml')]),
    ...parseScreeningList('ofac', [readScreeningFixture('ofac-sdn.csv'), readScreeningFixture('ofac-alt.csv')]),
    ...parseScreeningList('eu', [readScreeningFixture('eu-consolidated.xml')]),
    ...parseScreeningList('uk', [readScreeningFixture('uk-sanctions-list.xml')]),
  ]
}

export function fixtureScreeningIndex(): ScreeningIndex {
  const ids = { un: 1, ofac: 2, eu: 3, uk: 4 } as const
  return buildScreeningIndex(
    fixtureScreeningEntries().map((entry) => ({ ...entry, versionId: ids[entry.list] })),
    Object.fromEntries(Object.entries(ids).map(([list, id]) => [list, { id, fetchedAt: new Date('2026-11-29T00:00:00Z'), entryCount: 0 }])),
  )
}
