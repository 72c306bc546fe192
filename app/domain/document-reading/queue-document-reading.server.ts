import { eq, isNull } from 'drizzle-orm'
import { documentReadings, verificationDocuments } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'

/** The job that reads one application's unread documents (app/jobs/document-reading.server.ts). */
export const READ_DOCUMENTS_JOB = 'document-reading.read'

/** The job's key: one reading of an application's documents queued at a time. */
export function readDocumentsKey(verificationId: number) {
  return `document-reading:${verificationId}`
}

/**
 * Applications holding a document not read yet get a reading job each. Run every minute, this is the
 * safety net behind the job queued at upload: a reading that was not queued, or whose worker died, is picked up again.
 */
export async function queueDocumentReading(services: Pick<JobServices, 'db' | 'enqueue'>) {
  const waiting = await services.db
    .selectDistinct({ verificationId: verificationDocuments.verificationId })
    .from(verificationDocuments)
    .leftJoin(documentReadings, eq(documentReadings.documentId, verificationDocuments.id))
    .where(isNull(documentReadings.documentId))
  for (const { verificationId } of waiting) await services.enqueue(READ_DOCUMENTS_JOB, { verificationId }, { singletonKey: readDocumentsKey(verificationId) })
}
