import type { DocumentFlag, ReadField, ReadingMethod } from '../../db/schema/document-reading.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import { COMPARISON_KINDS, comparisonFlags } from './comparison-flags.ts'
import { monthsCovered } from './months-covered.ts'

export interface StoredReading {
  group: DocumentGroup
  method: ReadingMethod | null
  fields: ReadField[]
  flags: DocumentFlag[]
}

/**
 * Every reading's flags against the application as it is now: the document's own flags kept, the
 * comparison flags made again (the bank statements' months are counted over all of them together).
 */
export function flagsWithForm(readings: StoredReading[], form: { organizationName: string | null; registrationNumber: string | null }, today: string): DocumentFlag[][] {
  const statementMonths = monthsCovered(readings.filter((r) => r.group === 'bank_statements').map((r) => r.fields))
  return readings.map((r) => [
    ...r.flags.filter((f) => !COMPARISON_KINDS.has(f.kind)),
    ...comparisonFlags(r.fields, r.group, r.method !== null && !r.flags.some((f) => f.kind === 'little-text'), { ...form, statementMonths, today }),
  ])
}
