import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grantDiscoverySources } from '../../db/schema/index.ts'
import { toCsv as writeCsv } from '../shared/csv.ts'

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
  /** Who may apply (ADR 057): applicant type ids, whether organizations from outside the funder's country may, and where applicants must be registered. */
  applicantTypes: discoveredGrantsQueue.applicantTypes,
  foreignApplicants: discoveredGrantsQueue.foreignApplicants,
  eligibleCountries: discoveredGrantsQueue.eligibleCountries,
  /** Where each field came from (record, jsonld, microdata, og, structure, text, llm), and the text it was read from (ADR 054). */
  fieldOrigins: discoveredGrantsQueue.fieldOrigins,
  fieldSnippets: discoveredGrantsQueue.fieldSnippets,
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

/** The rows as CSV: a header of column names, then one line per row, every text cell formula-safe (app/domain/shared/csv.ts). */
export function toCsv(rows: QueueExportRow[]): string {
  const header = Object.keys(COLUMNS)
  return writeCsv(
    header,
    rows.map((row) => header.map((key) => row[key as keyof QueueExportRow])),
  )
}

/** The rows as JSON: an array of objects with the same fields as the CSV's columns (values as stored, arrays as arrays). */
export function toJson(rows: QueueExportRow[]): string {
  return JSON.stringify(rows, null, 2)
}

/** "discovered-grants-2026-11-23.csv": the day of the export in the name, so downloads do not overwrite each other. */
export function exportFilename(format: 'json' | 'csv', now = new Date()): string {
  return `discovered-grants-${now.toISOString().slice(0, 10)}.${format}`
}
