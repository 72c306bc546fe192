import { stringify } from 'csv-stringify/sync'

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written with a leading apostrophe, so it shows as the text it is (OWASP CSV injection).
 */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * One value as a CSV cell: empty for nothing, ISO text for a time, `a; b` for a list, `k=v; k=v`
 * for an object, numbers and booleans as written; every text formula-safe.
 */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return formulaSafe(value.join('; '))
  // Field origins: "title=jsonld; deadline=text".
  if (typeof value === 'object')
    return formulaSafe(
      Object.entries(value)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    )
  if (typeof value === 'string') return formulaSafe(value)
  return String(value)
}

/**
 * A header row and the rows as CSV that Excel opens as it should: UTF-8 with a byte order mark (so
 * accents and Arabic survive), CRLF line ends, cells with commas, quotes or line breaks quoted, and
 * every text cell formula-safe.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return stringify([header.map(cell), ...rows.map((row) => row.map(cell))], {
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a line feed but not a lone carriage return, which Excel reads as a new row.
    quoted_match: /\r/,
  })
}
