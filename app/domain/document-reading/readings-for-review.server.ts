import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { documentReadings, verificationDocuments } from '../../db/schema/index.ts'
import { flagsWithForm } from './flags-with-form.ts'
import type { ReadingView } from './reading-types.ts'

/**
 * Each read document of an application, by document id, with its flags against the application as
 * it stands now (a name corrected after the reading is compared again; nothing is written here).
 */
export async function readingsForReview(
  db: Db,
  application: { id: number; organizationName: string | null; registrationNumber: string | null },
  now = new Date(),
): Promise<Record<string, ReadingView>> {
  const rows = await db
    .select({
      documentId: documentReadings.documentId,
      group: verificationDocuments.group,
      method: documentReadings.method,
      pages: documentReadings.pages,
      fields: documentReadings.fields,
      flags: documentReadings.flags,
    })
    .from(documentReadings)
    .innerJoin(verificationDocuments, eq(verificationDocuments.id, documentReadings.documentId))
    .where(eq(documentReadings.verificationId, application.id))
  const flags = flagsWithForm(rows, application, now.toISOString().slice(0, 10))
  return Object.fromEntries(
    rows.map((r, i) => [r.documentId, { method: r.method === 'ocr' ? 'ocr' : r.method ? 'text' : 'unread', pages: r.pages, fields: r.fields, flags: flags[i]! } satisfies ReadingView]),
  )
}
