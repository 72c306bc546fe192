import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../app/api/openapi.server.ts'
import { apiKeys, applications, grants } from '../../app/db/schema/index.ts'
import { organizationOf } from '../support/accounts.ts'
import { api, keyFor, premiumMember, setPlan } from '../support/api.ts'
import { grant } from '../support/grants.ts'
import { responseValidator } from '../support/openapi.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The API's authorization table (plan §4): every API route × the keys a caller may hold — none, a
 * revoked one, one without the route's scope, another organization's, a Free organization's, and
 * the right one. Each answer's status is the table's and its body matches our document.
 */

type Who = 'none' | 'revoked' | 'wrongScope' | 'otherOrg' | 'free' | 'owner'
type Route = { method: 'GET' | 'POST'; doc: string; path: () => string; body?: object; scope: 'grants:read' | 'pipeline:read'; expect: Record<Who, number> }

let server: TestServer
let validate: ReturnType<typeof responseValidator>
let grantId = ''
let applicationId = ''
const keys = {} as Record<Exclude<Who, 'none'>, Record<'grants:read' | 'pipeline:read', string>>

const grantsRule = { none: 401, revoked: 401, wrongScope: 403, otherOrg: 200, free: 402, owner: 200 }
const ROUTES: Route[] = [
  { method: 'GET', doc: '/common-grants/opportunities', path: () => '/common-grants/opportunities', scope: 'grants:read', expect: grantsRule },
  { method: 'POST', doc: '/common-grants/opportunities/search', path: () => '/common-grants/opportunities/search', body: { search: 'water' }, scope: 'grants:read', expect: grantsRule },
  { method: 'GET', doc: '/common-grants/opportunities/{oppId}', path: () => `/common-grants/opportunities/${grantId}`, scope: 'grants:read', expect: grantsRule },
  // Another organization's key reads its own (empty) pipeline, never this one's.
  { method: 'GET', doc: '/api/v1/pipeline/saved-grants', path: () => '/api/v1/pipeline/saved-grants', scope: 'pipeline:read', expect: { ...grantsRule } },
  { method: 'GET', doc: '/api/v1/pipeline/applications', path: () => '/api/v1/pipeline/applications', scope: 'pipeline:read', expect: { ...grantsRule } },
  { method: 'GET', doc: '/api/v1/pipeline/applications/{id}', path: () => `/api/v1/pipeline/applications/${applicationId}`, scope: 'pipeline:read', expect: { ...grantsRule, otherOrg: 404 } },
]

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Clean Water Boreholes for Rural Schools' })] })
  validate = responseValidator(openApiDocument(server.services.config.appName, server.url))
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  const owner = 'owner@lakebasin.example.org'
  const { client } = await premiumMember(server, owner)
  await client.post(`/grant/${grantId}/save`, {})
  await client.post(`/grant/${grantId}/apply`, {})
  ;[{ id: applicationId }] = await server.services.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.organizationId, (await organizationOf(server, owner)).id))
  const both = async (email: string, name: string) => ({
    'grants:read': await keyFor(server, email, ['grants:read'], `${name} grants`),
    'pipeline:read': await keyFor(server, email, ['pipeline:read'], `${name} pipeline`),
  })
  keys.owner = await both(owner, 'Owner')
  keys.revoked = await both(owner, 'Revoked')
  await server.services.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.name, 'Revoked grants'))
  await server.services.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.name, 'Revoked pipeline'))
  // A key of the other scope answers for "wrong scope".
  keys.wrongScope = { 'grants:read': keys.owner['pipeline:read'], 'pipeline:read': keys.owner['grants:read'] }
  await premiumMember(server, 'other@savanna.example.org', 'Savanna Women Collective')
  keys.otherOrg = await both('other@savanna.example.org', 'Other')
  await premiumMember(server, 'free@dunes.example.org', 'Dunes Reading Club')
  keys.free = await both('free@dunes.example.org', 'Free')
  await setPlan(server, 'free@dunes.example.org', 'free')
})
afterAll(() => server?.close())

describe('The API’s authorization table', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.doc}: no key 401, revoked 401, wrong scope 403, Free 402, another organization ${route.expect.otherOrg}, the organization’s key 200`, async () => {
      for (const who of ['none', 'revoked', 'wrongScope', 'otherOrg', 'free', 'owner'] as const) {
        const key = who === 'none' ? null : keys[who][route.scope]
        const res = await api(server, key, route.path(), { method: route.method, body: route.body })
        expect(res.status, who).toBe(route.expect[who])
        expect(validate(route.method, route.doc, res.status, res.json), who).toEqual([])
        if (route.scope === 'pipeline:read' && who === 'otherOrg' && res.status === 200) expect(res.json.items, who).toEqual([])
        if (route.scope === 'pipeline:read' && who === 'owner' && res.json.items) expect(res.json.items, who).toHaveLength(1)
      }
    })
  }

  it('reads the key from X-API-Key (the CommonGrants SDK’s header) by the same table, and never from the query string', async () => {
    for (const route of ROUTES) {
      for (const who of ['revoked', 'wrongScope', 'otherOrg', 'free', 'owner'] as const) {
        const key = keys[who][route.scope]
        const res = await api(server, null, route.path(), { method: route.method, body: route.body, headers: { 'X-API-Key': key } })
        expect(res.status, `${route.doc} ${who}`).toBe(route.expect[who])
        expect(validate(route.method, route.doc, res.status, res.json), who).toEqual([])
      }
      const owner = keys.owner[route.scope]
      for (const query of ['api_key', 'apiKey', 'key', 'X-API-Key', 'access_token']) {
        const path = `${route.path()}${route.path().includes('?') ? '&' : '?'}${query}=${owner}`
        expect((await api(server, null, path, { method: route.method, body: route.body })).status, `${route.doc} ?${query}=`).toBe(401)
      }
    }
    // A browser may send it: the preflight allows the header.
    const preflight = await fetch(`${server.url}/common-grants/opportunities`, { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Headers': 'x-api-key' } })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key')
  })
})
