import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentReadings } from '../../app/db/schema/index.ts'
import { closeOcr } from '../../app/domain/document-reading/ocr.server.ts'
import { scanDocumentReading } from '../../app/jobs/document-reading.server.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { ALL_DOCUMENTS, submitStandardApplication } from '../support/verification.ts'

let server: TestServer
let admin: TestClient

const fixture = async (name: string) => new Blob([await readFile(path.resolve('tests/fixtures/document-reading', name))], { type: 'application/pdf' })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'reader@example.org', 'Rhoda Reader')
})
afterAll(async () => {
  await closeOcr()
  await server?.close()
})

describe('Reading the documents of an application', () => {
  let id: number
  const reviewPage = async () => text((await admin.page(`/admin/verifications/${id}`)).html)

  it('shows the reviewer, beside each document, what was read and every flag, with page and line', async () => {
    const member = await newMember(server, { email: 'amina@majisafi.example.org', orgName: 'Maji Safi Test Trust' })
    const documents = {
      ...ALL_DOCUMENTS,
      incorporation: [[await fixture('certificate-en.pdf'), 'certificate.pdf']],
      bank_statements: [
        [await fixture('bank-statement-other-holder.pdf'), 'july.pdf'],
        [await fixture('repeated-page.pdf'), 'first-quarter.pdf'],
      ],
    } as Record<string, Array<[Blob, string]>>
    ;({ id } = await submitStandardApplication(server, member, { organizationName: 'Maji Safi Test Trust', registrationNumber: 'OP.218/051/2014/0132' }, documents))
    expect(await reviewPage()).toContain('Not read yet: documents are read within a few minutes of upload.')

    await scanDocumentReading.handler({}, inlineJobServices(server))

    const page = await reviewPage()
    expect(page).toContain('Read from the PDF text layer, 1 page, 1 flag')
    expect(page).toContain('Registration number on the certificate: OP.218/051/2014/0123; in the application: OP.218/051/2014/0132')
    expect(page).toContain('Page 1: “Registration No.: OP.218/051/2014/0123”')
    expect(page).toContain('Account holder on the statement: Kilima Test Holdings Ltd; organization in the application: Maji Safi Test Trust')
    expect(page).toContain('Read from the PDF text layer, 3 pages, 2 flags')
    expect(page).toContain('Page 2 repeats page 1.')
    // The test suite's stand-in files are not real PDFs or images: each is recorded as unreadable, and the job goes on.
    expect(page).toContain('Not read, 1 flag')
    expect(page).toContain('The document could not be read.')
    expect(page).not.toContain('Not read yet')
  })

  it('reads each document once: the next sweep finds nothing left to read', async () => {
    const before = await server.services.db.select({ id: documentReadings.documentId, readAt: documentReadings.readAt }).from(documentReadings).where(eq(documentReadings.verificationId, id))
    const jobs = inlineJobServices(server)
    await scanDocumentReading.handler({}, jobs)
    expect(jobs.queued).toEqual([])
    const after = await server.services.db.select({ id: documentReadings.documentId, readAt: documentReadings.readAt }).from(documentReadings).where(eq(documentReadings.verificationId, id))
    expect(after).toEqual(before)
    expect(after).toHaveLength(5)
  })

  it('shows the flags in the reviewer’s language', async () => {
    expect((await admin.post('/language', { language: 'fr', redirectTo: '/dashboard' })).status).toBe(303)
    const page = text((await admin.page(`/admin/verifications/${id}`)).html)
    expect(page).toContain('Numéro d’enregistrement sur le certificat : OP.218/051/2014/0123 ; dans la demande : OP.218/051/2014/0132')
    expect(page).toContain('Lu dans la couche texte du PDF, 3 pages, 2 signalements')
  })
})
