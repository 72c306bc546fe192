import type { ReadField } from '../../db/schema/document-reading.ts'

/** The bank statements asked for: 3 consecutive months (product spec, Documents step). */
export const BANK_STATEMENT_MONTHS = 3

/** Each calendar month (yyyy-mm) from a period's start to its end. */
function monthsOf(start: string, end: string): string[] {
  const months: string[] = []
  let [y, m] = start.split('-').map(Number) as [number, number]
  const [ey, em] = end.split('-').map(Number) as [number, number]
  while ((y < ey || (y === ey && m <= em)) && months.length < 120) {
    months.push(`${y}-${String(m).padStart(2, '0')}`)
    ;[y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]
  }
  return months
}

/**
 * The longest run of consecutive months the statements cover together, given each statement's
 * fields (a statement for April and one for May-June cover 3). Statements whose period was not read count for nothing.
 */
export function monthsCovered(statements: ReadField[][]): number {
  const covered = new Set<string>()
  for (const fields of statements) {
    const start = fields.find((f) => f.name === 'periodStart')?.value
    const end = fields.find((f) => f.name === 'periodEnd')?.value
    if (start && end && start <= end) for (const month of monthsOf(start, end)) covered.add(month)
  }
  let best = 0
  for (const month of covered) {
    let run = 0
    let [y, m] = month.split('-').map(Number) as [number, number]
    while (covered.has(`${y}-${String(m).padStart(2, '0')}`)) {
      run++
      ;[y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]
    }
    best = Math.max(best, run)
  }
  return best
}
