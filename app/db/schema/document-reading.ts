import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organizationVerifications, verificationDocuments } from './verification.ts'

/** How a document's text was taken: its PDF text layer, or OCR of its images (a photo, a scan). */
export const READING_METHODS = ['text-layer', 'ocr'] as const
export type ReadingMethod = (typeof READING_METHODS)[number]

/** The fields read from a document; dates are stored as ISO dates (yyyy-mm-dd). */
export const READ_FIELD_NAMES = ['registrationNumber', 'organizationName', 'registrationDate', 'issueDate', 'expiryDate', 'accountHolder', 'periodStart', 'periodEnd'] as const
export type ReadFieldName = (typeof READ_FIELD_NAMES)[number]

/** One field read from a document, with the page (1-based) and the line it came from. */
export interface ReadField {
  name: ReadFieldName
  value: string
  page: number
  snippet: string
}

/** What a document shows about itself: nothing readable, too little text, not its group's words, a page repeated. */
export const SELF_FLAG_KINDS = ['unreadable', 'little-text', 'not-a-certificate', 'not-a-statement', 'not-financial', 'repeated-page'] as const
/** What differs from the application form (made again whenever the form or the readings change). */
export const COMPARISON_FLAG_KINDS = ['registration-differs', 'registration-not-found', 'name-differs', 'holder-differs', 'holder-not-found', 'period-not-found', 'months-short', 'expired'] as const
/** What a reviewer is told about a document; `kind` picks the catalogue message (documentReading.flag.<kind>). */
export const FLAG_KINDS = [...SELF_FLAG_KINDS, ...COMPARISON_FLAG_KINDS] as const
export type FlagKind = (typeof FLAG_KINDS)[number]

export interface DocumentFlag {
  kind: FlagKind
  /** The message's values: both sides of a difference, the pages repeated, the months counted. */
  params?: Record<string, string | number>
  page?: number
  snippet?: string
}

/**
 * What the digital analysis layer read in one uploaded verification document (issue 26 §2; ADR 061):
 * how (PDF text layer or OCR), how many pages, the text (capped), the fields found with their page
 * and line, the flags a reviewer sees beside the document, and what went wrong. A document that
 * could not be read has a row too (method null, the "unreadable" flag), so it is not read again and again.
 */
export const documentReadings = pgTable(
  'document_readings',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => verificationDocuments.id, { onDelete: 'cascade' }),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => organizationVerifications.id, { onDelete: 'cascade' }),
    method: text('method').$type<ReadingMethod>(),
    pages: integer('pages').notNull().default(0),
    text: text('text').notNull().default(''),
    fields: jsonb('fields').$type<ReadField[]>().notNull().default([]),
    flags: jsonb('flags').$type<DocumentFlag[]>().notNull().default([]),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_readings_verification_idx').on(t.verificationId)],
)
