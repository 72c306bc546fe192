import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCalls, organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { createApiKey } from '../../app/domain/api/create-api-key.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { loadEnv } from '../../server/env.ts'
import { createServices, type Services } from '../../server/services.ts'
import { api } from '../support/api.ts'
import { grant } from '../support/grants.ts'

const root = path.resolve(import.meta.dirname, '../..')
const adminUrl = process.env.TEST_DATABASE_URL
const LIMIT = 20

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * One API key's rate limit holds across web servers (ADR 031): two server processes on one
 * PostgreSQL database, a limit of 20 calls a minute, 30 calls alternating between the servers →
 * exactly 20 answered and 10 refused with 429, counted in the database, not per process. Only
 * against a PostgreSQL server; CI runs it in its PostgreSQL stage.
 */
describe.skipIf(!adminUrl)('One API key on two web servers', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-api-rate-'))
  const dbName = `harambee_api_rate_${randomBytes(5).toString('hex')}`
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : ''
  const processes: ChildProcess[] = []
  const urls: string[] = []
  let services: Services

  function start(port: number, env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(root, 'server/start.ts')], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
    processes.push(child)
    let output = ''
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000)
      const onData = (chunk: Buffer) => {
        output += chunk
        if (output.includes('is running on')) {
          clearTimeout(timer)
          resolve()
        }
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
    })
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const ports = [await freePort(), await freePort()]
    urls.push(...ports.map((p) => `http://127.0.0.1:${p}`))
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'r'.repeat(40),
      APP_URL: urls[0],
      NODE_ENV: 'production',
      SEED_GRANTS: '0',
      HOST: '127.0.0.1',
      JOBS: 'off',
      API_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    }
    // The first migrates the empty database; the second starts on it.
    await start(ports[0], env)
    await start(ports[1], env)
    services = await createServices(loadEnv({ ...process.env, ...env }))
  }, 180_000)

  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.all(processes.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)))
    await services?.database.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    if (!process.env.KEEP_TEST_DB) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
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
