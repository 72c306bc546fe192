import { z } from 'zod'
import { queueDocumentReading, READ_DOCUMENTS_JOB } from '../domain/document-reading/queue-document-reading.server.ts'
import { readVerificationDocuments } from '../domain/document-reading/read-verification-documents.server.ts'
import { defineJob } from './job.ts'

/** Every minute: applications with a document not read yet get a reading job each (the safety net behind the upload's). */
export const scanDocumentReading = defineJob({
  id: 'document-reading.scan',
  cron: '* * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await queueDocumentReading(services)
  },
})

/** Reads an application's new documents (PDF text layer, or OCR in tesseract's worker thread) and flags what differs from the form. */
export const readDocuments = defineJob({
  id: READ_DOCUMENTS_JOB,
  schema: z.object({ verificationId: z.number().int().positive() }),
  queue: { expireInSeconds: 900, retryLimit: 3 },
  async handler({ verificationId }, services) {
    await readVerificationDocuments(services, verificationId)
  },
})
