import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, userSavedGrants } from '../../app/db/schema/index.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input sent as changes made offline (/offline/replay, ADR 067): whatever a script sends, the
 * answer is a refusal below 500 in the member's language, and nothing is written.
 */
let server: TestServer
let member: TestClient
let grantId: string
let applicationId: string

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Sahel Solar Grant' })] })
  const { db } = server.services
  member = await newMember(server, { email: 'offline-bad@example.org', orgName: 'Sahel Light' })
  const { id: orgId } = await organizationOf(server, 'offline-bad@example.org')
  ;[{ id: grantId }] = await db.select({ id: grants.id }).from(grants)
  await member.post(`/grant/${grantId}/apply`, {})
  ;[{ id: applicationId }] = await db.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, orgId))
})
afterAll(() => server?.close())

const written = async () => {
  const { db } = server.services
  return Promise.all([db.select().from(applications), db.select().from(userSavedGrants)])
}
const seenAsStored = async () => {
  const [row] = await server.services.db.select().from(applications).where(eq(applications.id, applicationId))
  return { 'seen.status': row.status, 'seen.submissionDate': row.submissionDate ?? '', 'seen.amountAwarded': '', 'seen.notes': row.notes ?? '' }
}
const application = (fields: Record<string, string>) => ({ kind: 'application', applicationId, status: 'draft', submissionDate: '', amountAwarded: '', notes: '', ...fields })

describe('The offline queue’s changes refuse bad input and write nothing', () => {
  const cases: Array<[string, () => Promise<Record<string, string>>, RegExp]> = [
    ['no kind', async () => ({}), /no longer exists/],
    ['an unknown kind', async () => ({ kind: 'delete-everything', grantId }), /no longer exists/],
    ['a grant id that is not an id', async () => ({ kind: 'grant-save', grantId: "1' OR 1=1 --", save: '1' }), /no longer exists/],
    ['an unknown grant', async () => ({ kind: 'grant-save', grantId: '00000000-0000-4000-8000-000000000000', save: '1' }), /no longer exists/],
    ['an application id that is not an id', async () => application({ applicationId: '../../admin' }), /no longer exists/],
    ['an unknown status', async () => application({ ...(await seenAsStored()), status: 'approved-by-me' }), /Choose a status from the list/],
    [
      'a submission date in the future',
      async () => application({ ...(await seenAsStored()), status: 'submitted', submissionDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }),
      /cannot be in the future/,
    ],
    ['notes past their limit', async () => application({ ...(await seenAsStored()), notes: 'n'.repeat(5001) }), /Notes are too long/],
    ['an amount that is not a number', async () => application({ ...(await seenAsStored()), status: 'draft', amountAwarded: '12abc' }), /amount/i],
  ]
  it.each(cases)('%s', async (_, fields, message) => {
    const before = await written()
    const response = await member.post('/offline/replay', await fields())
    expect(response.status).toBeLessThan(500)
    const answer = (await response.json()) as { ok: boolean; message: string }
    expect(answer.ok).toBe(false)
    expect(answer.message).toMatch(message)
    expect(await written()).toEqual(before)
  })

  it('is refused unless it is a form from our own pages', async () => {
    const json = await member.request('/offline/replay', { method: 'POST', body: JSON.stringify({ kind: 'grant-save', grantId }), headers: { 'Content-Type': 'application/json' } })
    expect(json.status).toBe(415)
    const crossSite = await member.request('/offline/replay', {
      method: 'POST',
      body: new URLSearchParams({ kind: 'grant-save', grantId, save: '1' }),
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(crossSite.status).toBe(403)
    expect(await server.services.db.select().from(userSavedGrants)).toEqual([])
  })
})
