import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, organizationMembers, organizations, userSavedGrants } from '../../app/db/schema/index.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The changes a member made offline, sent when the connection returns (ADR 067): a grant saved, an
 * application's form changed. The server's version wins a conflict, and the member is told.
 */
let server: TestServer
let member: TestClient
let teammate: TestClient
let grantId: string
let applicationId: string
let orgId: string
const TITLE = 'Rift Valley Water Fund'

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: TITLE }), grant({ title: 'Kilimanjaro Schools Grant' })] })
  const { db } = server.services
  member = await newMember(server, { name: 'Amina Odhiambo', email: 'offline@example.org', orgName: 'Lakeside Water' })
  ;({ id: orgId } = await organizationOf(server, 'offline@example.org'))
  ;[{ id: grantId }] = await db.select({ id: grants.id }).from(grants).where(eq(grants.title, TITLE))
  await member.post(`/grant/${grantId}/apply`, {})
  ;[{ id: applicationId }] = await db.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, orgId))
  // A teammate, an editor in the same organization.
  teammate = await newMember(server, { name: 'Baraka Mwangi', email: 'offline-teammate@example.org' })
  const own = await organizationOf(server, 'offline-teammate@example.org')
  await db.delete(organizations).where(eq(organizations.id, own.id))
  await db.insert(organizationMembers).values({ organizationId: orgId, userId: own.userId, role: 'editor' })
})
afterAll(() => server?.close())

const replay = async (fields: Record<string, string>) => {
  const response = await member.post('/offline/replay', fields)
  return { status: response.status, ...((await response.json()) as { ok: boolean; message: string }) }
}
const current = async () => {
  const [row] = await server.services.db.select({ status: applications.status, notes: applications.notes }).from(applications).where(eq(applications.id, applicationId))
  return row
}
const change = (wanted: { status: string; notes: string }, seen: { status: string; notes: string }) => ({
  kind: 'application',
  applicationId,
  status: wanted.status,
  submissionDate: '',
  amountAwarded: '',
  notes: wanted.notes,
  'seen.status': seen.status,
  'seen.submissionDate': '',
  'seen.amountAwarded': '',
  'seen.notes': seen.notes,
})

describe('A grant saved offline', () => {
  it('is saved when sent, and the member is told which grant', async () => {
    expect(await replay({ kind: 'grant-save', grantId, save: '1' })).toEqual({ status: 200, ok: true, message: `Sent after you came back online: “${TITLE}” is saved.` })
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.organizationId, orgId))).toHaveLength(1)
  })

  it('sent twice (its first answer lost) is saved once', async () => {
    expect((await replay({ kind: 'grant-save', grantId, save: '1' })).ok).toBe(true)
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.organizationId, orgId))).toHaveLength(1)
  })
})

describe("An application's form changed offline", () => {
  it('applies when the application is as the member saw it', async () => {
    const seen = { status: (await current()).status, notes: '' }
    const answer = await replay(change({ status: 'submitted', notes: 'Posted the budget' }, seen))
    expect(answer).toMatchObject({ status: 200, ok: true })
    expect(await current()).toEqual({ status: 'submitted', notes: 'Posted the budget' })
  })

  it('is counted as sent when it was sent before and only its answer was lost', async () => {
    const answer = await replay(change({ status: 'submitted', notes: 'Posted the budget' }, { status: 'draft', notes: '' }))
    expect(answer).toMatchObject({ status: 200, ok: true })
  })

  it("keeps the server's version when a teammate changed the application meanwhile, and says so", async () => {
    // A teammate moves it on while the member, offline, writes a note on the copy they had.
    await teammate.post(`/dashboard/applications/${applicationId}`, { status: 'withdrawn', submissionDate: '', amountAwarded: '', notes: 'Funder closed the call' })
    const answer = await replay(change({ status: 'submitted', notes: 'Posted the budget, called the funder' }, { status: 'submitted', notes: 'Posted the budget' }))
    expect(answer).toMatchObject({ status: 200, ok: false })
    expect(answer.message).toBe(`Not sent: your application for “${TITLE}” was changed by someone else while you were offline. Their version is kept (status: Withdrawn); open it to change it again.`)
    expect(await current()).toEqual({ status: 'withdrawn', notes: 'Funder closed the call' })
  })

  it("refuses a move the application's rules do not allow, and changes nothing", async () => {
    const answer = await replay(change({ status: 'awarded', notes: 'Funder closed the call' }, { status: 'withdrawn', notes: 'Funder closed the call' }))
    expect(answer).toMatchObject({ status: 200, ok: false })
    expect(answer.message).toContain('cannot move from Withdrawn to Awarded')
    expect((await current()).status).toBe('withdrawn')
  })
})

describe('Signing out', () => {
  it('without JavaScript, tells the browser to delete what it kept for reading offline and the changes waiting', async () => {
    const leaving = await newMember(server, { email: 'offline-leaving@example.org' })
    const response = await leaving.post('/auth/sign-out', {})
    expect(response.status).toBe(302)
    expect(response.headers.get('Clear-Site-Data')).toBe('"storage"')
  })
})
