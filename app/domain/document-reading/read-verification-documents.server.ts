import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { documentReadings, organizationVerifications, verificationDocuments } from '../../db/schema/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import { extractFields } from './extract-fields.ts'
import { flagsWithForm } from './flags-with-form.ts'
import { OcrUnavailable } from './ocr.server.ts'
import { readDocumentText } from './read-document-text.server.ts'
import { readingFlags } from './reading-flags.ts'

/** The text kept of a document (enough for every certificate and a few statements' pages). */
export const TEXT_KEPT = 20_000

type Document = typeof verificationDocuments.$inferSelect

/** One document read and its reading written; a file that cannot be read is recorded so ("unreadable"), never thrown. */
async function readOne(db: Db, storage: FileStorage, doc: Document) {
  const row = { documentId: doc.id, verificationId: doc.verificationId, readAt: new Date() }
  let reading: typeof documentReadings.$inferInsert
  try {
    const bytes = await storage.get(doc.storageKey)
    if (!bytes) throw new Error('the stored file is missing')
    const read = await readDocumentText(new Uint8Array(bytes), doc.contentType)
    reading = {
      ...row,
      method: read.method,
      pages: read.pageCount,
      text: read.pages
        .map((p) => p.text)
        .join('\n\f\n')
        .slice(0, TEXT_KEPT),
      fields: extractFields(read.pages, doc.group as DocumentGroup),
      flags: readingFlags(read, doc.group as DocumentGroup),
      errors: read.errors,
    }
  } catch (error) {
    if (error instanceof OcrUnavailable) throw error
    reading = { ...row, method: null, pages: 0, text: '', fields: [], flags: [{ kind: 'unreadable' }], errors: [error instanceof Error ? error.message : String(error)] }
  }
  await db.insert(documentReadings).values(reading).onConflictDoUpdate({ target: documentReadings.documentId, set: reading })
}

/**
 * Reads an application's documents not read yet (issue 26 §2), then compares every reading with the
 * application form and stores the flags. Run by the queue, never by a request: OCR takes seconds a page.
 */
export async function readVerificationDocuments(services: { db: Db; storage: FileStorage }, verificationId: number, now = new Date()) {
  const { db } = services
  const unread = await db
    .select({ doc: verificationDocuments })
    .from(verificationDocuments)
    .leftJoin(documentReadings, eq(documentReadings.documentId, verificationDocuments.id))
    .where(and(eq(verificationDocuments.verificationId, verificationId), isNull(documentReadings.documentId)))
  for (const { doc } of unread) await readOne(db, services.storage, doc)

  const [form] = await db
    .select({ organizationName: organizationVerifications.organizationName, registrationNumber: organizationVerifications.registrationNumber })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.id, verificationId))
  if (!form) return
  const readings = await db
    .select({ documentId: documentReadings.documentId, group: verificationDocuments.group, method: documentReadings.method, fields: documentReadings.fields, flags: documentReadings.flags })
    .from(documentReadings)
    .innerJoin(verificationDocuments, eq(verificationDocuments.id, documentReadings.documentId))
    .where(eq(documentReadings.verificationId, verificationId))
  const flags = flagsWithForm(readings, form, now.toISOString().slice(0, 10))
  for (const [i, r] of readings.entries()) {
    if (JSON.stringify(flags[i]) !== JSON.stringify(r.flags)) await db.update(documentReadings).set({ flags: flags[i]! }).where(eq(documentReadings.documentId, r.documentId))
  }
}
