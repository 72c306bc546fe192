import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCalls, organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { createApiKey } from '../../app/domain/api/create-api-key.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { loadEnv } from '../../server/env.ts'
import { createServices, type Services } from '../../server/services.ts'
import { api } from '../support/api.ts'
import { grant } from '../support/grants.ts'
import { appProcesses, freePorts } from '../support/processes.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const LIMIT = 20

/**
 * One API key's rate limit holds across web servers (ADR 031): two server processes on one
 * PostgreSQL database, a limit of 20 calls a minute, 30 calls alternating between the servers →
 * exactly 20 answered and 10 refused with 429, counted in the database, not per process. Only
 * against a PostgreSQL server; CI runs it in its PostgreSQL stage.
 */
describe.skipIf(!adminUrl)('One API key on two web servers', () => {
  const servers = appProcesses(adminUrl, 'api-rate')
  const urls: string[] = []
  let services: Services

  beforeAll(async () => {
    await servers.createDatabase()
    const ports = await freePorts(2)
    urls.push(...ports.map((p) => `http://127.0.0.1:${p}`))
    const env = {
      DATABASE_URL: servers.databaseUrl,
      DATA_DIR: servers.dataDir,
      AUTH_SECRET: 'r'.repeat(40),
      APP_URL: urls[0],
      NODE_ENV: 'production',
      SEED_GRANTS: '0',
      HOST: '127.0.0.1',
      JOBS: 'off',
      API_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    }
    // The first migrates the empty database; the second starts on it.
    await servers.start('server/start.ts', { ...env, PORT: String(ports[0]) }, 'is running on')
    await servers.start('server/start.ts', { ...env, PORT: String(ports[1]) }, 'is running on')
    services = await createServices(loadEnv({ ...process.env, ...env }))
  }, 180_000)

  afterAll(async () => {
    await servers.stop()
    await services?.database.close()
    await servers.dropDatabase()
  })

  it(`answers exactly ${LIMIT} of 30 calls alternating between the servers, and refuses the other 10 with 429`, async () => {
    const { db } = services
    await insertGrants(db, [grant({ title: 'Clean Water Boreholes for Rural Schools' })])
    await db.insert(user).values({ id: 'api-rate-owner', name: 'Amina Odhiambo', email: 'amina@lakebasin.example.org', emailVerified: true })
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Lake Basin Youth', plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
      .returning({ id: organizations.id })
    await db.insert(organizationMembers).values({ organizationId: org.id, userId: 'api-rate-owner', role: 'owner' })
    const made = await createApiKey(db, { userId: 'api-rate-owner', organizationId: org.id, plan: 'premium' }, { name: 'Reporting server', scopes: ['grants:read'] })
    if (!made.ok) throw new Error('no key')

    const statuses: Record<string, number[]> = { [urls[0]]: [], [urls[1]]: [] }
    for (let i = 0; i < 30; i++) {
      const url = urls[i % 2]
      const res = await api(url, made.key, '/common-grants/opportunities?pageSize=1')
      statuses[url].push(res.status)
    }
    const all = [...statuses[urls[0]], ...statuses[urls[1]]]
    expect(all.filter((s) => s === 200)).toHaveLength(LIMIT)
    expect(all.filter((s) => s === 429)).toHaveLength(30 - LIMIT)
    // Both servers answered and both refused: the count is shared, not per process.
    for (const url of urls) {
      expect(statuses[url].slice(0, LIMIT / 2).every((s) => s === 200)).toBe(true)
      expect(statuses[url].slice(LIMIT / 2).every((s) => s === 429)).toBe(true)
    }
    // Every call is in the organization's log, whichever server took it.
    const logged = await db.select({ status: apiCalls.status }).from(apiCalls).where(eq(apiCalls.organizationId, org.id))
    expect(logged).toHaveLength(30)
    expect(logged.filter((c) => c.status === 429)).toHaveLength(30 - LIMIT)
  })
})
