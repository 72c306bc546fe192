import { XMLParser } from 'fast-xml-parser'

/** Lists read by the four list parsers: an XML parser that always gives arrays for repeated elements. */
export function listXmlParser(arrays: readonly string[]): XMLParser {
  const repeated = new Set(arrays)
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => repeated.has(name),
  })
}

export function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return text((value as Record<string, unknown>)['#text'])
  return String(value).replace(/\s+/g, ' ').trim()
}

export function asArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null || value === '') return []
  return Array.isArray(value) ? value : [value]
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)]
}

/** Years from a year, a date (yyyy-mm-dd, dd/mm/yyyy, "10 Dec 1948") or a range of years. */
export function yearsIn(value: string): number[] {
  const years = [...value.matchAll(/\b(1[89]\d\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]))
  return unique(years)
}

/** Every year from `from` to `to` when the list gives a range, at most 15 of them. */
export function yearRange(from: number, to: number): number[] {
  if (!(from > 0) || !(to >= from) || to - from > 15) return from > 0 ? [from] : []
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** A date as yyyy-mm-dd from yyyy-mm-dd or dd/mm/yyyy; null otherwise. */
export function isoDate(value: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value)
  if (iso) return iso[1]!
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null
}

export class ScreeningListFormatError extends Error {
  override readonly name = 'ScreeningListFormatError'
}

/** Rows of a comma-separated file with double-quoted fields ("" inside a quoted field is a quote). */
export function csvRows(csv: string, separator = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]
    if (quoted) {
      if (c === '"') {
        if (csv[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && csv[i + 1] === '\n') i++
      row.push(field)
      if (row.some((value) => value.trim() !== '')) rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  row.push(field)
  if (row.some((value) => value.trim() !== '')) rows.push(row)
  return rows
}
