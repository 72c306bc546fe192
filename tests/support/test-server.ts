import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { keepAlive } from '../../server/keep-alive.ts'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { ServerBuild } from 'react-router'
import { insertGrants, type NewGrant } from '../../app/domain/grants/write-grant.server.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'
import { createHttpApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { createServices, type Services } from '../../server/services.ts'
import { TestClient } from './test-client.ts'

const buildFile = path.resolve(import.meta.dirname, '../../build/server/index.js')

/**
 * A fresh database on the configured PostgreSQL server (TEST_DATABASE_URL), dropped afterwards;
 * without it, the embedded database in a temporary folder.
 */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) return { drop: async () => {} }
  const name = `harambee_test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

export interface TestServer {
  url: string
  services: Services
  dataDir: string
  client(): TestClient
  close(): Promise<void>
}

export async function startTestServer(options: { grants?: NewGrant[]; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-test-'))
  const database = await freshDatabaseUrl()
  // As the real server: an idle connection stays open longer than a client keeps one, so a request
  // sent just as the server's timer runs out is never reset (a slow, shared machine hits that race).
  const server: Server = createServer()
  keepAlive(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_GRANTS: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  })
  const services = await createServices(env, { dataDir: database.url ? dataDir : 'memory://' })
  await seedCountries(services.db)
  if (options.grants?.length) await insertGrants(services.db, options.grants)
  const build = (await import(buildFile)) as ServerBuild
  server.on('request', createHttpApp(services, build))
  let clients = 0
  return {
    url,
    services,
    dataDir,
    // Each client gets its own address, so rate limits of one test do not spill into another.
    client: () => new TestClient(url, `10.0.${Math.floor(++clients / 250)}.${clients % 250}`),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await services.database.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
