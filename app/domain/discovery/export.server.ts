import { desc, eq, sql } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grantDiscoverySources } from '../../db/schema/index.ts'

/** The most rows one export holds: the newest first, so a queue larger than this gives its latest rows. */
export const EXPORT_ROW_CAP = 10_000

/** Every extracted field of a queue row, its page, status, duplicate link and source, in the order the CSV's columns show them. */
const COLUMNS = {
  id: discoveredGrantsQueue.id,
  status: discoveredGrantsQueue.status,
  title: discoveredGrantsQueue.title,
  funderName: discoveredGrantsQueue.funderName,
  description: discoveredGrantsQueue.description,
  fundingAmount: discoveredGrantsQueue.fundingAmount,
  amountMin: discoveredGrantsQueue.amountMin,
  amountMax: discoveredGrantsQueue.amountMax,
  currency: discoveredGrantsQueue.currency,
  amountUsd: discoveredGrantsQueue.amountUsd,
  fxRate: discoveredGrantsQueue.fxRate,
  fxDate: discoveredGrantsQueue.fxDate,
  deadline: discoveredGrantsQueue.deadline,
  deadlineText: discoveredGrantsQueue.deadlineText,
  isRolling: discoveredGrantsQueue.isRolling,
  countryScope: discoveredGrantsQueue.countryScope,
  countryCodes: discoveredGrantsQueue.countryCodes,
  geographicFocus: discoveredGrantsQueue.geographicFocus,
  sectors: discoveredGrantsQueue.sectors,
  applicationUrl: discoveredGrantsQueue.applicationUrl,
  language: discoveredGrantsQueue.language,
  isAwardedRecord: discoveredGrantsQueue.isAwardedRecord,
  /** Where each field came from (record, jsonld, microdata, og, structure, text, llm). */
  fieldOrigins: discoveredGrantsQueue.fieldOrigins,
  snippet: sql<string | null>`${discoveredGrantsQueue.rawData}->>'snippet'`,
  pageUrl: discoveredGrantsQueue.pageUrl,
  canonicalUrl: discoveredGrantsQueue.canonicalUrl,
  externalId: discoveredGrantsQueue.externalId,
  duplicateOfId: discoveredGrantsQueue.duplicateOfId,
  duplicateOfGrantId: discoveredGrantsQueue.duplicateOfGrantId,
  publishedGrantId: discoveredGrantsQueue.publishedGrantId,
  rejectionReason: discoveredGrantsQueue.rejectionReason,
  sourceName: grantDiscoverySources.sourceName,
  sourceUrl: grantDiscoverySources.sourceUrl,
  discoveredAt: discoveredGrantsQueue.discoveredAt,
  reviewedAt: discoveredGrantsQueue.reviewedAt,
}

/** The whole discovery queue, newest first, at most EXPORT_ROW_CAP rows. */
export async function listQueueForExport(db: Db, limit = EXPORT_ROW_CAP) {
  return db
    .select(COLUMNS)
    .from(discoveredGrantsQueue)
    .innerJoin(grantDiscoverySources, eq(grantDiscoverySources.id, discoveredGrantsQueue.sourceId))
    .orderBy(desc(discoveredGrantsQueue.discoveredAt), desc(discoveredGrantsQueue.id))
    .limit(limit)
}
type QueueExportRow = Awaited<ReturnType<typeof listQueueForExport>>[number]

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written with a leading apostrophe, so it shows as the text it is (OWASP CSV injection).
 */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function cell(value: unknown): string {
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

/** The rows as CSV: a header of column names, then one line per row, every text cell formula-safe. */
export function toCsv(rows: QueueExportRow[]): string {
  const header = Object.keys(COLUMNS)
  return stringify([header, ...rows.map((row) => header.map((key) => cell(row[key as keyof QueueExportRow])))])
}

/** The rows as JSON: an array of objects with the same fields as the CSV's columns (values as stored, arrays as arrays). */
export function toJson(rows: QueueExportRow[]): string {
  return JSON.stringify(rows, null, 2)
}

/** "discovered-grants-2026-11-23.csv": the day of the export in the name, so downloads do not overwrite each other. */
export function exportFilename(format: 'json' | 'csv', now = new Date()): string {
  return `discovered-grants-${now.toISOString().slice(0, 10)}.${format}`
}
