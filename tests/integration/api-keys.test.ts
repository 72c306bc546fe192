import { createHash } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../app/api/openapi.server.ts'
import { API_AUTH_FAILURE_LIMIT } from '../../app/catalog/limits.ts'
import { MAX_ACTIVE_API_KEYS } from '../../app/catalog/api.ts'
import { activityEvents, apiCalls, apiKeys, auditLog, grants, organizationMembers } from '../../app/db/schema/index.ts'
import { organizationOf, newMember, signedInAs } from '../support/accounts.ts'
import { api, keyFor, premiumMember, setPlan } from '../support/api.ts'
import { grant } from '../support/grants.ts'
import { responseValidator } from '../support/openapi.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * API keys as a team admin and a developer live with them (ADR 031): made on /team/api and shown
 * once, kept only as a hash, used, limited, logged, revoked; scopes; one organization's key never
 * reads another's pipeline; only Premium organizations' keys work.
 */

const LIMIT = 6
let server: TestServer
let validate: ReturnType<typeof responseValidator>
const grantIds: string[] = []

beforeAll(async () => {
  server = await startTestServer({
    grants: [grant({ title: 'Clean Water Boreholes for Rural Schools', sector: 'health' }), grant({ title: 'Solar Mini-Grid Award', sector: 'energy' })],
    env: { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
  })
  grantIds.push(...(await server.services.db.select({ id: grants.id }).from(grants)).map((g) => g.id))
  validate = responseValidator(openApiDocument(server.services.config.appName, server.url))
})
afterAll(() => server?.close())

const KEY = /hrb_[A-Za-z0-9_-]{43}/g
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
const createOnPage = (client: TestClient, fields: { name: string; scopes?: string[] }) => {
  const body = new URLSearchParams({ intent: 'create', name: fields.name })
  for (const scope of fields.scopes ?? []) body.append('scopes', scope)
  return client.request('/team/api', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}
const keysOf = async (email: string) =>
  server.services.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, (await organizationOf(server, email)).id))
const callsOf = async (email: string) =>
  server.services.db
    .select()
    .from(apiCalls)
    .where(eq(apiCalls.organizationId, (await organizationOf(server, email)).id))
    .orderBy(desc(apiCalls.id))

/** Moves a newly signed-up member into the team of `ownerEmail` with `role` (the invitation flow is the team's own tests'). */
async function joinTeam(email: string, ownerEmail: string, role: 'admin' | 'editor' | 'viewer') {
  const client = await newMember(server, { email, name: 'Baraka Mwangi' })
  const { userId } = await organizationOf(server, email)
  const team = await organizationOf(server, ownerEmail)
  await server.services.db.delete(organizationMembers).where(eq(organizationMembers.userId, userId))
  await server.services.db.insert(organizationMembers).values({ organizationId: team.id, userId, role })
  return client
}

describe('An API key’s life', () => {
  it('is created by an admin, shown once, kept only as a hash, used, logged, then revoked and refused', async () => {
    const { client: owner } = await premiumMember(server, 'owner@lakebasin.example.org')
    const page = await owner.page('/team/api')
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('API keys')
    expect(text(page.html)).toContain('No keys yet.')

    const created = await createOnPage(owner, { name: '  Reporting server ', scopes: ['grants:read'] })
    expect(created.status).toBe(200)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const html = await created.text()
    const shown = [...new Set(html.match(KEY))]
    expect(shown).toHaveLength(1)
    const key = shown[0]
    expect(text(html)).toContain('Your new key “Reporting server”')
    expect(text(html)).toContain('Copy it now and keep it somewhere safe: it is shown only this once.')
    expect(text(html)).toContain(`curl -s -H "Authorization: Bearer ${key}" "${server.url}/common-grants/opportunities?pageSize=3"`)

    // The database holds the hash and the first characters, never the key.
    const [row] = await keysOf('owner@lakebasin.example.org')
    expect(row).toMatchObject({ name: 'Reporting server', prefix: key.slice(0, 12), keyHash: sha256(key), scopes: ['grants:read'], revokedAt: null, lastUsedAt: null })
    const everything = JSON.stringify([await keysOf('owner@lakebasin.example.org'), await server.services.db.select().from(auditLog), await server.services.db.select().from(activityEvents)])
    expect(everything).not.toContain(key)
    expect(everything).not.toContain(key.slice(12))

    // Shown once: the page never shows it again, only its first characters.
    const again = await owner.page('/team/api')
    expect(again.html).not.toMatch(KEY)
    expect(text(again.html)).toContain(`${key.slice(0, 12)}…`)
    expect(text(again.html)).toContain('Reporting server')

    // Used: the call answers, and the log holds it without its query's values.
    const listed = await api(server, key, '/common-grants/opportunities?pageSize=1&page=1')
    expect(listed.status).toBe(200)
    expect(listed.headers.get('ratelimit-limit')).toBe(String(LIMIT))
    expect(listed.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1))
    const [call] = await callsOf('owner@lakebasin.example.org')
    expect(call).toMatchObject({ apiKeyId: row.id, method: 'GET', path: '/common-grants/opportunities?pageSize&page', status: 200 })
    expect(call.durationMs).toBeGreaterThanOrEqual(0)
    expect(call.ip).toMatch(/^\d+\.\d+\.\d+\.0\/24$|::\/64$/)
    expect((await keysOf('owner@lakebasin.example.org'))[0].lastUsedAt).not.toBeNull()
    const logPage = text((await owner.page('/team/api')).html)
    expect(logPage).toContain('GET /common-grants/opportunities?pageSize&page')
    expect(logPage).not.toContain('No calls to show.')

    // Revoked: refused from the next call, and the refusal is logged for the team too.
    const revoke = await owner.post('/team/api', { intent: 'revoke', id: row.id })
    expect(revoke.status).toBe(303)
    expect(messages((await owner.follow(revoke)).html, 'status')).toContain('API key revoked: calls with it are refused from now on.')
    const refused = await api(server, key, '/common-grants/opportunities')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toContain('Bearer')
    expect(refused.json).toEqual({ status: 401, message: 'This API key has been revoked.', errors: [] })
    expect(validate('GET', '/common-grants/opportunities', 401, refused.json)).toEqual([])
    expect((await callsOf('owner@lakebasin.example.org'))[0]).toMatchObject({ status: 401, apiKeyId: row.id })
    expect(text((await owner.page('/team/api')).html)).toMatch(/Revoked .+ by Amina Odhiambo/)
    const verbs = await server.services.db.select({ verb: activityEvents.verb, data: activityEvents.data }).from(activityEvents).where(eq(activityEvents.subjectId, row.id))
    expect(verbs.map((v) => v.verb).sort()).toEqual(['apiKey.created', 'apiKey.revoked'])
    // Revoking it again, or a key that does not exist: not found.
    expect((await owner.post('/team/api', { intent: 'revoke', id: row.id })).status).toBe(404)
  })

  it('is read only from the Authorization header: no key, a wrong one, one in the URL or a session cookie are refused', async () => {
    const { client } = await premiumMember(server, 'header@lakebasin.example.org')
    const key = await keyFor(server, 'header@lakebasin.example.org')
    for (const [path, init] of [
      ['/common-grants/opportunities', {}],
      [`/common-grants/opportunities?api_key=${key}`, {}],
      ['/common-grants/opportunities', { headers: { Authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` } }],
      ['/common-grants/opportunities', { headers: { Authorization: 'Bearer hrb_not-a-real-key' } }],
    ] as const) {
      const res = await api(server, null, path, init)
      expect(res.status, path).toBe(401)
      expect(res.json.status).toBe(401)
    }
    // The member's own session is not a key.
    const withCookie = await client.get('/common-grants/opportunities')
    expect(withCookie.status).toBe(401)
    expect(withCookie.headers.get('set-cookie')).toBeNull()
  })

  it('is refused with 429 past its limit per minute, with Retry-After, and each call of a known key is logged', async () => {
    await premiumMember(server, 'busy@lakebasin.example.org')
    const key = await keyFor(server, 'busy@lakebasin.example.org')
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof api>> | null = null
    for (let i = 0; i < LIMIT + 2; i++) {
      last = await api(server, key, '/common-grants/opportunities?pageSize=1')
      statuses.push(last.status)
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last!.headers.get('ratelimit-remaining')).toBe('0')
    expect(validate('GET', '/common-grants/opportunities', 429, last!.json)).toEqual([])
    expect((await callsOf('busy@lakebasin.example.org')).map((c) => c.status)).toEqual([429, 429, ...Array(LIMIT).fill(200)])
  })

  it('refuses an address that keeps sending wrong keys for a while', async () => {
    const guess = () => api(server, `hrb_${'A'.repeat(43)}`, '/common-grants/opportunities', { headers: { 'X-Forwarded-For': '203.0.113.99' } })
    for (let i = 0; i < API_AUTH_FAILURE_LIMIT.attempts; i++) expect((await guess()).status).toBe(401)
    const blocked = await guess()
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe(String(API_AUTH_FAILURE_LIMIT.windowSeconds))
  })
})

describe('Scopes and organizations', () => {
  it('lets a grants:read key read grants only, a pipeline:read key the pipeline only', async () => {
    const { client } = await premiumMember(server, 'scopes@lakebasin.example.org')
    await client.post(`/grant/${grantIds[0]}/save`, {})
    const grantsOnly = await keyFor(server, 'scopes@lakebasin.example.org', ['grants:read'])
    const pipelineOnly = await keyFor(server, 'scopes@lakebasin.example.org', ['pipeline:read'], 'Board dashboard')
    const both = await keyFor(server, 'scopes@lakebasin.example.org', ['grants:read', 'pipeline:read'], 'Everything')

    const forbidden = await api(server, grantsOnly, '/api/v1/pipeline/saved-grants')
    expect(forbidden.status).toBe(403)
    expect(forbidden.json).toEqual({ status: 403, message: 'This key does not have the "pipeline:read" scope this route needs.', errors: [] })
    expect(validate('GET', '/api/v1/pipeline/saved-grants', 403, forbidden.json)).toEqual([])
    expect((await api(server, pipelineOnly, '/common-grants/opportunities')).status).toBe(403)
    expect((await api(server, pipelineOnly, '/api/v1/pipeline/saved-grants')).status).toBe(200)
    expect((await api(server, both, '/common-grants/opportunities')).status).toBe(200)
    expect((await api(server, both, '/api/v1/pipeline/applications')).status).toBe(200)
  })

  it('shows a key only its own organization’s saved grants and applications', async () => {
    const { client: a } = await premiumMember(server, 'team-a@lakebasin.example.org', 'Lake Basin Youth')
    await premiumMember(server, 'team-b@savanna.example.org', 'Savanna Women Collective')
    await a.post(`/grant/${grantIds[0]}/save`, {})
    await a.post(`/grant/${grantIds[1]}/apply`, {})
    const keyA = await keyFor(server, 'team-a@lakebasin.example.org', ['pipeline:read'])
    const keyB = await keyFor(server, 'team-b@savanna.example.org', ['pipeline:read'])

    const saved = await api(server, keyA, '/api/v1/pipeline/saved-grants')
    expect(validate('GET', '/api/v1/pipeline/saved-grants', 200, saved.json)).toEqual([])
    expect(saved.json).toMatchObject({ paginationInfo: { page: 1, pageSize: 100, totalItems: 1, totalPages: 1 } })
    expect(saved.json.items).toMatchObject([{ savedBy: { name: 'Amina Odhiambo' }, opportunity: { id: grantIds[0], title: 'Clean Water Boreholes for Rural Schools' } }])
    expect(JSON.stringify(saved.json)).not.toContain('@lakebasin.example.org')

    const applications = await api(server, keyA, '/api/v1/pipeline/applications')
    expect(validate('GET', '/api/v1/pipeline/applications', 200, applications.json)).toEqual([])
    const [application] = applications.json.items as Array<{ id: string; status: string }>
    expect(application).toMatchObject({ status: 'not_started', createdBy: { name: 'Amina Odhiambo' }, opportunity: { id: grantIds[1] } })
    const one = await api(server, keyA, `/api/v1/pipeline/applications/${application.id}`)
    expect(validate('GET', '/api/v1/pipeline/applications/{id}', 200, one.json)).toEqual([])
    expect(one.json.data).toMatchObject({ id: application.id, history: [{ status: 'not_started' }] })
    expect((await api(server, keyA, '/api/v1/pipeline/applications?status=submitted')).json.items).toEqual([])
    expect((await api(server, keyA, '/api/v1/pipeline/applications?status=won')).status).toBe(400)

    // Organization B's key sees none of it, and A's application is not found for it.
    expect((await api(server, keyB, '/api/v1/pipeline/saved-grants')).json).toMatchObject({ items: [], paginationInfo: { totalItems: 0 } })
    expect((await api(server, keyB, '/api/v1/pipeline/applications')).json.items).toEqual([])
    const other = await api(server, keyB, `/api/v1/pipeline/applications/${application.id}`)
    expect(other.status).toBe(404)
    expect(validate('GET', '/api/v1/pipeline/applications/{id}', 404, other.json)).toEqual([])
    // B's admin cannot revoke A's key either.
    const b = await signedInAs(server, 'team-b@savanna.example.org')
    const [rowA] = await keysOf('team-a@lakebasin.example.org')
    expect((await b.post('/team/api', { intent: 'revoke', id: rowA.id })).status).toBe(404)
    expect((await keysOf('team-a@lakebasin.example.org'))[0].revokedAt).toBeNull()
  })

  it('lets only admins and the owner manage keys: editors and viewers are turned away', async () => {
    await premiumMember(server, 'lead@lakebasin.example.org')
    const editor = await joinTeam('editor@lakebasin.example.org', 'lead@lakebasin.example.org', 'editor')
    const viewer = await joinTeam('viewer@lakebasin.example.org', 'lead@lakebasin.example.org', 'viewer')
    const admin = await joinTeam('admin@lakebasin.example.org', 'lead@lakebasin.example.org', 'admin')
    for (const client of [editor, viewer]) {
      const page = await client.get('/team/api')
      expect(page.status).toBe(302)
      expect(page.headers.get('location')).toBe('/dashboard')
      expect((await createOnPage(client, { name: 'Sneaky', scopes: ['grants:read'] })).status).toBe(302)
    }
    expect(await keysOf('lead@lakebasin.example.org')).toHaveLength(0)
    const made = await createOnPage(admin, { name: 'Admin’s key', scopes: ['pipeline:read'] })
    expect(made.status).toBe(200)
    expect(await keysOf('lead@lakebasin.example.org')).toHaveLength(1)
    // Signed out: to the sign-in page.
    const visitor = await server.client().get('/team/api')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toContain('/auth')
  })
})

describe('Plans', () => {
  it('keeps API keys to Premium: a Pro organization sees why and cannot create one', async () => {
    const pro = await newMember(server, { email: 'pro@lakebasin.example.org' })
    await setPlan(server, 'pro@lakebasin.example.org', 'pro')
    const page = text((await pro.page('/team/api')).html)
    expect(page).toContain('API access is part of the Premium plan')
    expect(page).toContain('Upgrade to Premium')
    expect(page).not.toContain('Create a key')
    const refused = await createOnPage(pro, { name: 'Reporting server', scopes: ['grants:read'] })
    expect(refused.status).toBe(402)
    expect(messages(await refused.text(), 'alert')).toContain('API keys are part of the Premium plan. Upgrade to create one.')
    expect(await keysOf('pro@lakebasin.example.org')).toHaveLength(0)
  })

  it('answers 402 once a Premium plan has lapsed, keeps the keys, and lets them work again after renewal', async () => {
    const { client } = await premiumMember(server, 'lapsed@lakebasin.example.org')
    const key = await keyFor(server, 'lapsed@lakebasin.example.org')
    await setPlan(server, 'lapsed@lakebasin.example.org', 'premium', { lapsed: true })
    const res = await api(server, key, '/common-grants/opportunities')
    expect(res.status).toBe(402)
    expect(res.json).toMatchObject({ status: 402, message: expect.stringContaining('Premium plan') })
    expect(validate('GET', '/common-grants/opportunities', 402, res.json)).toEqual([])
    // Downgraded to Free: the page still lists the key (to revoke it), says why it does not work.
    await setPlan(server, 'lapsed@lakebasin.example.org', 'free')
    const page = text((await client.page('/team/api')).html)
    expect(page).toContain('Your organization is on the Free plan')
    expect(page).toContain('Reporting server')
    expect((await api(server, key, '/api/v1/pipeline/saved-grants')).status).toBe(402)
    await setPlan(server, 'lapsed@lakebasin.example.org', 'premium')
    expect((await api(server, key, '/common-grants/opportunities')).status).toBe(200)
  })
})

describe('The key form', () => {
  it('refuses a missing or too long name and missing or unknown scopes, keeping what was typed', async () => {
    const { client } = await premiumMember(server, 'form@lakebasin.example.org')
    const cases = [
      [{ name: '', scopes: ['grants:read'] }, 'Enter a name for the key.'],
      [{ name: 'x'.repeat(81), scopes: ['grants:read'] }, 'The name can be at most 80 characters.'],
      [{ name: 'Reporting server' }, 'Choose at least one thing the key may read.'],
      [{ name: 'Reporting server', scopes: ['grants:write'] }, 'Choose what the key may read from the list.'],
      [{ name: 'Bad\u0000name', scopes: ['grants:read'] }, 'Name'],
    ] as const
    for (const [fields, message] of cases) {
      const res = await createOnPage(client, fields as { name: string; scopes?: string[] })
      expect(res.status, message).toBe(400)
      const html = await res.text()
      expect(messages(html, 'alert').join(' '), message).toContain(message)
      if (fields.name === 'Reporting server') expect(html).toContain('value="Reporting server"')
    }
    expect(await keysOf('form@lakebasin.example.org')).toHaveLength(0)
  })

  it(`holds at most ${MAX_ACTIVE_API_KEYS} keys in use; a revoked one frees its place`, async () => {
    const { client } = await premiumMember(server, 'many@lakebasin.example.org')
    for (let i = 1; i <= MAX_ACTIVE_API_KEYS; i++) await keyFor(server, 'many@lakebasin.example.org', ['grants:read'], `Server ${i}`)
    const refused = await createOnPage(client, { name: 'One more', scopes: ['grants:read'] })
    expect(refused.status).toBe(400)
    expect(messages(await refused.text(), 'alert')).toContain(`Your organization already has ${MAX_ACTIVE_API_KEYS} keys in use. Revoke one you no longer need first.`)
    const [first] = await keysOf('many@lakebasin.example.org')
    await client.post('/team/api', { intent: 'revoke', id: first.id })
    expect((await createOnPage(client, { name: 'One more', scopes: ['grants:read'] })).status).toBe(200)
    const rows = await keysOf('many@lakebasin.example.org')
    expect(rows.filter((r) => !r.revokedAt)).toHaveLength(MAX_ACTIVE_API_KEYS)
    expect(
      await server.services.db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, first.id))),
    ).toMatchObject([{ revokedAt: expect.any(Date) }])
  })
})
