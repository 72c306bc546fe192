import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_LIMITS } from '../../app/catalog/limits.ts'
import { applications, grants, verificationDocuments } from '../../app/db/schema/index.ts'
import { parseSerialId, parseToken, parseUuid } from '../../app/domain/shared/ids.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { RUNS, SEED } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import { messages, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor, PDF, PNG, STANDARD_STEPS, uploadDocuments } from '../support/verification.ts'

let server: TestServer
let member: TestClient
let admin: TestClient
let grantId: string
let applicationId: string
let verificationPath: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Id Check Fund' })] })
  admin = await signedInAdmin(server)
  member = await newMember(server, { email: 'ids@example.org' })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  await member.post(`/grant/${grantId}/apply`, {})
  ;[{ id: applicationId }] = await server.services.db.select({ id: applications.id }).from(applications)
  ;({ path: verificationPath } = await applyFor(member, 'standard'))
})
afterAll(() => server?.close())

let cases = 0
/** Ids that are not ids of the kind: words, decimals, negatives, numbers past 32 bits, uuid look-alikes, NUL. */
const malformed = (valid: (v: string) => boolean) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.bigInt(2_147_483_648n, 10n ** 20n).map(String),
      fc.integer({ min: -1000, max: 0 }).map(String),
      fc.double({ noNaN: true }).map(String),
      fc.uuid().map((u) => u.replace(/[0-9a-f]$/, 'g')),
      fc.constantFrom('abc', '0', '1.5', '1e3', '0x10', '------------------------------------', '\u0000', '12\u0000', 'ab cd', '%', 'null'),
    )
    .filter((v) => !valid(v) && v !== '.' && v !== '..' && !v.startsWith('%'))

describe('Malformed and out-of-range ids are pages that do not exist (404), never server errors', () => {
  const serial = (v: string) => parseSerialId(v) !== null
  const uuid = (v: string) => parseUuid(v) !== null
  const token = (v: string) => parseToken(v) !== null
  const routes: Array<[string, () => TestClient, (id: string) => string, (v: string) => boolean, Array<'GET' | 'POST'>]> = [
    ['verification application', () => member, (id) => `/verification-application/${id}`, serial, ['GET', 'POST']],
    ['verification document (application id)', () => member, (id) => `/verification-application/${id}/documents/00000000-0000-4000-8000-000000000000`, serial, ['GET']],
    ['verification document (document id)', () => member, (id) => `${verificationPath}/documents/${id}`, uuid, ['GET']],
    ['grant page', () => member, (id) => `/grant/${id}`, uuid, ['GET']],
    ['save a grant', () => member, (id) => `/grant/${id}/save`, uuid, ['GET', 'POST']],
    ['apply for a grant', () => member, (id) => `/grant/${id}/apply`, uuid, ['GET', 'POST']],
    ['tracked application', () => member, (id) => `/dashboard/applications/${id}`, uuid, ['GET', 'POST']],
    ['receipt', () => member, (id) => `/billing/receipts/${id}`, uuid, ['GET']],
    ['sandbox checkout', () => member, (id) => `/payments/sandbox/${id}`, token, ['GET', 'POST']],
    ['admin grant edit', () => admin, (id) => `/admin/grants/${id}/edit`, uuid, ['GET', 'POST']],
    ['admin grant delete', () => admin, (id) => `/admin/grants/${id}/delete`, uuid, ['GET', 'POST']],
    ['admin verification review', () => admin, (id) => `/admin/verifications/${id}`, serial, ['GET', 'POST']],
    ['admin outbox message', () => admin, (id) => `/admin/outbox/${id}`, token, ['GET']],
    ['admin outbox message as HTML', () => admin, (id) => `/admin/outbox/${id}/html`, token, ['GET']],
  ]
  for (const [name, client, url, valid, methods] of routes) {
    for (const method of methods) {
      it(`${method} ${name} answers 404 to ids like "abc", "2147483648", "1.5", "%00"`, async () => {
        await fc.assert(
          fc.asyncProperty(malformed(valid), async (id) => {
            cases++
            const path = url(encodeURIComponent(id))
            const response = method === 'GET' ? await client().get(path) : await client().post(path, { intent: 'next', step: '1', status: 'draft', title: 'A grant title', save: '1' })
            expect(response.status, `${method} ${path}`).toBe(404)
          }),
          { seed: SEED, numRuns: RUNS * 4 },
        )
      })
    }
  }
  it('the admin actions refuse an id that is not one, without touching anything', async () => {
    for (const id of ['abc', '99999999999', '\u0000']) {
      for (const intent of ['writer-approve', 'writer-reject', 'submission-publish', 'submission-reject']) {
        cases++
        const response = await admin.post('/admin', { intent, id, reason: 'Not a real funder' })
        expect(response.status).toBe(302)
      }
    }
  })
  afterAll(() => console.log(`bad-input (ids): ${cases} generated cases run`))
})

describe('Form actions refuse bodies that are not forms', () => {
  // The request pipeline (server/request-handler.ts) answers bodies that are not forms with 415.
  const actions = () => ['/submit-grant', '/profile', `/dashboard/applications/${applicationId}`, verificationPath, '/admin/grants/new', '/auth']
  it('answers a JSON body with 415, never 5xx', async () => {
    for (const path of actions()) {
      const client = path.startsWith('/admin') ? admin : member
      const response = await client.request(path, { method: 'POST', body: JSON.stringify({ title: 'x' }), headers: { 'Content-Type': 'application/json' } })
      expect(response.status, path).toBe(415)
    }
  })
  it('answers an empty body with 415, never 5xx', async () => {
    for (const path of actions()) {
      const client = path.startsWith('/admin') ? admin : member
      const response = await client.request(path, { method: 'POST' })
      expect(response.status, path).toBe(415)
    }
  })
})

describe('Verification documents are capped per group and in total (issue 8, finding 7)', () => {
  const statements = (n: number, label = 'statement') => Array.from({ length: n }, (_, i) => [PDF(`${label} ${i}`), `${label}-${i}.pdf`] as [Blob, string])
  const uploadsDir = () => path.join(server.dataDir, 'uploads')
  const storedFiles = (id: number) => {
    const dir = path.join(uploadsDir(), 'verifications', String(id))
    return existsSync(dir) ? readdirSync(dir).length : 0
  }
  const held = async (id: number) => (await server.services.db.select({ id: verificationDocuments.id }).from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))).length
  async function documentsStep() {
    const m = await newMember(server, { email: `docs-${Math.random().toString(36).slice(2)}@example.org` })
    const { path: p, id } = await applyFor(m, 'standard')
    for (const step of STANDARD_STEPS) await m.post(p, step)
    return { m, p, id }
  }

  it(`holds at most ${DOCUMENT_LIMITS.perGroup} bank statements, however many requests are sent, and says so`, async () => {
    const { m, p, id } = await documentsStep()
    expect((await uploadDocuments(m, p, { bank_statements: statements(DOCUMENT_LIMITS.perGroup) })).status).toBe(302)
    expect(await held(id)).toBe(DOCUMENT_LIMITS.perGroup)
    for (let i = 0; i < 3; i++) {
      const response = await uploadDocuments(m, p, { bank_statements: statements(1, `extra-${i}`) }, { bank_statements: 'Typed description' })
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(messages(html, 'alert').join(' ')).toContain(t('documents.groupFull', { group: 'Bank statements', max: DOCUMENT_LIMITS.perGroup }))
      expect(html).toContain('Typed description')
    }
    expect(await held(id)).toBe(DOCUMENT_LIMITS.perGroup)
    expect(storedFiles(id)).toBe(DOCUMENT_LIMITS.perGroup)
  })

  it('refuses a file whose name holds control characters (a NUL used to fail with a 500), storing nothing', async () => {
    const { m, p, id } = await documentsStep()
    for (const name of ['bad\u0000name.pdf', 'bell\u0007.pdf']) {
      const response = await uploadDocuments(m, p, { incorporation: [[PDF('certificate'), name]] }, { incorporation: 'Certificate, 2020' })
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(messages(html, 'alert').join(' ')).toContain('contains invisible control characters: rename the file and try again.')
      expect(html).toContain('Certificate, 2020')
    }
    expect(await held(id)).toBe(0)
    expect(storedFiles(id)).toBe(0)
  })

  it('refuses one request carrying more files than a group holds, storing none of them', async () => {
    const { m, p, id } = await documentsStep()
    const response = await uploadDocuments(m, p, { financial_statements: statements(DOCUMENT_LIMITS.perGroup + 1) })
    expect(response.status).toBe(400)
    expect(await held(id)).toBe(0)
    expect(storedFiles(id)).toBe(0)
  })

  it(`holds at most ${DOCUMENT_LIMITS.total} documents in all`, async () => {
    const { m, p, id } = await documentsStep()
    const room = DOCUMENT_LIMITS.total - 2 - DOCUMENT_LIMITS.perGroup
    expect(
      (
        await uploadDocuments(m, p, {
          incorporation: [[PDF('certificate'), 'certificate.pdf']],
          address_proof: [[PNG, 'bill.png']],
          bank_statements: statements(DOCUMENT_LIMITS.perGroup),
          financial_statements: statements(room, 'accounts'),
        })
      ).status,
    ).toBe(302)
    expect(await held(id)).toBe(DOCUMENT_LIMITS.total)
    const more = await uploadDocuments(m, p, { financial_statements: statements(1, 'one-more') })
    expect(more.status).toBe(400)
    expect(messages(await more.text(), 'alert').join(' ')).toContain(t('documents.allFull', { max: DOCUMENT_LIMITS.total }))
    // A single-file group's new file replaces the old one, so it still fits.
    expect((await uploadDocuments(m, p, { incorporation: [[PDF('certificate v2'), 'certificate-v2.pdf']] })).status).toBe(302)
    expect(await held(id)).toBe(DOCUMENT_LIMITS.total)
  })

  it('does not let uploads sent at the same time pass the cap together', async () => {
    const { m, p, id } = await documentsStep()
    const batch = 5
    const responses = await Promise.all(Array.from({ length: 4 }, (_, i) => uploadDocuments(m, p, { bank_statements: statements(batch, `parallel-${i}`) })))
    const accepted = responses.filter((r) => r.status === 302).length
    expect(responses.every((r) => r.status === 302 || r.status === 400)).toBe(true)
    expect(accepted).toBe(Math.floor(DOCUMENT_LIMITS.perGroup / batch))
    expect(await held(id)).toBe(accepted * batch)
    expect(storedFiles(id)).toBe(accepted * batch)
  })
})
